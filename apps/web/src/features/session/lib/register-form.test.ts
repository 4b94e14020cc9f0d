import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import { describe, expect, it } from 'vitest';
import { registerFields, validateRegister } from './register-form';

function rule(
  field: RegisterFieldRule['field'],
  extra: Partial<RegisterFieldRule> = {},
): RegisterFieldRule {
  return {
    field,
    required: true,
    enabled: true,
    minLength: 1,
    maxLength: 0,
    patternId: 0,
    acceptedPattern: null,
    ...extra,
  };
}

const RULES = [
  rule('username', { minLength: 6, maxLength: 12, patternId: 1 }),
  rule('password', { minLength: 8, maxLength: 20 }),
  rule('mobileNum', { patternId: 6, minLength: 8, maxLength: 12 }),
  rule('email', { required: false, patternId: 3 }),
  rule('qqNum', { enabled: false }),
];

describe('register form', () => {
  it('shows username, password and confirmation on the username tab, then enabled extras', () => {
    const fields = registerFields(RULES, 'username', {
      mobilePassword: true,
      smsVerification: true,
    });
    expect(fields.map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
    ]);
  });

  it('asks the mobile tab for a password only with MOBILENUMPASSREG3 and a code with REGMOBVERF3', () => {
    const bare = registerFields(RULES, 'mobile', { mobilePassword: false, smsVerification: false });
    expect(bare.map((f) => f.field)).toEqual(['mobileNum', 'email']);
    const full = registerFields(RULES, 'mobile', { mobilePassword: true, smsVerification: true });
    expect(full.map((f) => f.field)).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
      'verificationCode',
      'email',
    ]);
  });

  it('validates with the contract rules and checks the confirmation', () => {
    const fields = registerFields(RULES, 'username', {
      mobilePassword: true,
      smsVerification: true,
    });
    expect(validateRegister(fields, {})).toMatchObject({
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
    expect(
      validateRegister(fields, {
        username: '1abc',
        password: 'longenough1',
        confirmPassword: 'different1',
        mobileNum: '0123456789',
        email: 'not-an-email',
      }),
    ).toEqual({ username: 'length', confirmPassword: 'mismatch', email: 'pattern' });
    expect(
      validateRegister(fields, {
        username: 'player01',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        mobileNum: '0123456789',
      }),
    ).toEqual({});
  });
});
