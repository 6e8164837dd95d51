import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './return-path';

describe('the return path after sign-in', () => {
  it('comes back to the admin page the visitor asked for, with its query', () => {
    expect(returnPathFrom(new URL(`https://x${loginPathFor('/admin/support?tab=2')}`).search)).toBe('/admin/support?tab=2');
  });

  it.each(['', '?next=https://evil.example/admin/x', '?next=//evil.example', '?next=/products/cobot'])('goes to the dashboard for %s', (search) => {
    expect(returnPathFrom(search)).toBe('/admin/dashboard');
  });
});
