import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_MISSING_MESSAGE, INVALID_CREDENTIALS_MESSAGE, LOGIN_FAILED_MESSAGE, LOGIN_MESSAGES as M, validateLogin } from './login.js';

describe('validateLogin', () => {
  it('uses the exact messages', () => {
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid credentials.');
    expect(LOGIN_FAILED_MESSAGE).toBe('Login failed. Try again.');
    expect(AUTH_TOKEN_MISSING_MESSAGE).toBe('Authentication token not found. Please log in again.');
    expect(M).toEqual({ adminId: 'Please enter your Admin ID.', password: 'Please enter your password.' });
  });

  it('accepts both fields', () => {
    expect(validateLogin({ adminId: 'admin', password: 'secret' })).toEqual({});
  });

  it('requires both fields', () => {
    expect(validateLogin({})).toEqual({ adminId: M.adminId, password: M.password });
    expect(validateLogin({ adminId: '   ', password: '' })).toEqual({ adminId: M.adminId, password: M.password });
  });

  it('takes a password as typed, spaces included', () => {
    expect(validateLogin({ adminId: 'admin', password: '  ' })).toEqual({});
    expect(validateLogin({ adminId: 'admin', password: 12345 })).toEqual({ password: M.password });
  });
});
