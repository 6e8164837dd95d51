import { describe, expect, it } from 'vitest';
import { SUPPORT_ENGINEERS } from '../constants.js';
import { TICKET_ADMIN_MESSAGES as M, isSupportEngineer, validateEngineerAssignment } from './ticket-admin.js';

describe('engineer assignment', () => {
  it('offers four engineers', () => {
    expect(SUPPORT_ENGINEERS).toHaveLength(4);
    expect(new Set(SUPPORT_ENGINEERS).size).toBe(4);
  });

  it('uses the exact message', () => {
    expect(M.engineer).toBe('Please select an engineer first.');
  });

  it.each(SUPPORT_ENGINEERS)('accepts %s', (engineer) => {
    expect(isSupportEngineer(engineer)).toBe(true);
    expect(validateEngineerAssignment({ engineer })).toEqual({});
  });

  it.each([undefined, null, '', '  ', 'Someone Else', SUPPORT_ENGINEERS[0].toLowerCase(), ` ${SUPPORT_ENGINEERS[0]}`, 'includes'])('refuses %j', (engineer) => {
    expect(isSupportEngineer(engineer)).toBe(false);
    expect(validateEngineerAssignment({ engineer })).toEqual({ engineer: M.engineer });
  });
});
