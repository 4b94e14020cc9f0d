import { describe, expect, it } from 'vitest';
import { mustChangePasswordAfterLogin } from './login-outcome';

const OK = {
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

describe('mustChangePasswordAfterLogin', () => {
  it('forces the change for a weak or default password, whatever the login type', () => {
    expect(mustChangePasswordAfterLogin({ ...OK, mustChangePassword: true }, false)).toBe(true);
    expect(mustChangePasswordAfterLogin({ ...OK, mustChangePassword: true }, false, 'sms')).toBe(
      true,
    );
  });

  it('forces it for an expired password only when the brand enforces expiry', () => {
    expect(mustChangePasswordAfterLogin({ ...OK, passwordExpired: true }, true)).toBe(true);
    expect(mustChangePasswordAfterLogin({ ...OK, passwordExpired: true }, false)).toBe(false);
  });

  it('does not force it for an expired password after an SMS login (spec §4)', () => {
    expect(mustChangePasswordAfterLogin({ ...OK, passwordExpired: true }, true, 'sms')).toBe(false);
  });

  it('lets an ordinary login through', () => {
    expect(mustChangePasswordAfterLogin(OK, true)).toBe(false);
  });
});
