import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, validateInviteAccount, validateNewPassword } from './account.js';

describe('validateNewPassword', () => {
  it('refuses a short password', () => {
    expect(validateNewPassword({ password: 'short pw 1' })).toEqual({ password: ACCOUNT_MESSAGES.passwordShort });
  });

  it('refuses a long but common password, whatever its case', () => {
    expect(validateNewPassword({ password: 'PASSWORD1234' })).toEqual({ password: ACCOUNT_MESSAGES.passwordCommon });
  });

  it('takes a long uncommon one, and checks the repeat where a form asks for it', () => {
    expect(validateNewPassword({ password: 'tangerine ladder quietly' })).toEqual({});
    expect(validateNewPassword({ password: 'tangerine ladder quietly', repeat: 'tangerine ladder' })).toEqual({ repeat: ACCOUNT_MESSAGES.passwordsDiffer });
  });
});

describe('validateInviteAccount', () => {
  it('needs a name, an e-mail and a known role', () => {
    expect(validateInviteAccount({ name: ' ', email: 'nope', role: 'ADMIN' })).toEqual({
      name: ACCOUNT_MESSAGES.name,
      email: ACCOUNT_MESSAGES.email,
      role: ACCOUNT_MESSAGES.role,
    });
    expect(validateInviteAccount({ name: 'Asha', email: 'asha@example.com', role: 'SUPPORT' })).toEqual({});
  });
});
