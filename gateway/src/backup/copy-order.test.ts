import { describe, expect, it } from 'vitest';
import { inReferenceOrder } from './copy-order.js';

describe('tables in reference order', () => {
  it('puts every table after the tables its foreign keys name, and refuses a cycle', () => {
    const references = [
      { source: 'remarks', target: 'tickets' },
      { source: 'tickets', target: 'uploaded_files' },
      { source: 'tickets', target: 'accounts' },
    ];
    expect(inReferenceOrder(['tickets', 'remarks', 'uploaded_files', 'accounts', 'jobs'], references)).toEqual([
      'accounts',
      'jobs',
      'uploaded_files',
      'tickets',
      'remarks',
    ]);
    expect(() => inReferenceOrder(['a', 'b'], [...references, { source: 'a', target: 'b' }, { source: 'b', target: 'a' }])).toThrow(
      /foreign keys form a cycle/,
    );
  });
});
