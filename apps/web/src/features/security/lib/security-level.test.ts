import type { SecurityOverview } from '@nova/contracts/api/security';
import { describe, expect, it } from 'vitest';
import { securityScore } from './security-level';

const BARE: SecurityOverview = {
  account: 'player01',
  mobile: null,
  email: null,
  realNameSet: false,
  paymentPasswordSet: false,
  totpEnabled: false,
  previousLogin: null,
  otherSessions: 0,
  passwordLogin: true,
};

describe('securityScore', () => {
  it('counts the password alone as low and suggests the mobile next', () => {
    expect(securityScore(BARE)).toEqual({ done: 1, total: 6, level: 'low', next: 'mobile' });
  });

  it('reaches medium at three and high at five protections', () => {
    const three = { ...BARE, mobile: '+60 12****678', email: 'p***@x.com' };
    expect(securityScore(three)).toMatchObject({ done: 3, level: 'medium', next: 'realName' });
    const five = { ...three, realNameSet: true, paymentPasswordSet: true };
    expect(securityScore(five)).toMatchObject({ done: 5, level: 'high', next: 'authenticator' });
    expect(securityScore({ ...five, totpEnabled: true })).toMatchObject({ done: 6, next: null });
  });

  it('does not count a password the account cannot log in with', () => {
    expect(securityScore({ ...BARE, passwordLogin: false })).toMatchObject({
      done: 0,
      next: 'password',
    });
  });
});
