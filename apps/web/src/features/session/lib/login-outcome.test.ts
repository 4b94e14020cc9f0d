import { describe, expect, it } from 'vitest';
import { mustChangePasswordAfterLogin } from './login-outcome';

const OK = {
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

describe('mustChangePasswordAfterLogin', () => {
  it('forces the change for a weak or default password', () => {
    expect(mustChangePasswordAfterLogin({ ...OK, mustChangePassword: true }, false)).toBe(true);
  });

  it('forces it for an expired password only when the brand enforces expiry', () => {
    expect(mustChangePasswordAfterLogin({ ...OK, passwordExpired: true }, true)).toBe(true);
    expect(mustChangePasswordAfterLogin({ ...OK, passwordExpired: true }, false)).toBe(false);
  });

  it('lets an ordinary login through', () => {
    expect(mustChangePasswordAfterLogin(OK, true)).toBe(false);
  });
});
