import { registerFields, validateRegister } from '@nova/contracts/register-form';
import type { RegisterFieldRule } from '@nova/contracts/register-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { placeRegisterError } from './register-form';

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
const ON = { mobilePassword: true, smsVerification: true };

describe('register form fields', () => {
  it('shows username, password and confirmation on the username tab, then enabled extras', () => {
    const fields = registerFields(RULES, 'username', { ...ON, smsVerification: false });
    expect(fields.map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'email',
    ]);
  });

  it('adds the SMS code under the username tab’s mobile number, required once a number is typed', () => {
    const empty = registerFields(RULES, 'username', ON);
    expect(empty.map((f) => f.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'email',
    ]);
    expect(empty.find((f) => f.field === 'verificationCode')?.required).toBe(false);
    const typed = registerFields(RULES, 'username', ON, { mobileNum: ' 0123456789 ' });
    expect(typed.find((f) => f.field === 'verificationCode')?.required).toBe(true);
  });

  it('asks the mobile tab for a password only with MOBILENUMPASSREG3 and a code with REGMOBVERF3', () => {
    const bare = registerFields(RULES, 'mobile', { mobilePassword: false, smsVerification: false });
    expect(bare.map((f) => f.field)).toEqual(['mobileNum', 'email']);
    const full = registerFields(RULES, 'mobile', ON);
    expect(full.map((f) => f.field)).toEqual([
      'mobileNum',
      'password',
      'confirmPassword',
      'verificationCode',
      'email',
    ]);
  });

  it('asks for the captcha last, always required, when its rule is enabled', () => {
    const fields = registerFields([...RULES, rule('captcha', { required: false })], 'mobile', {
      mobilePassword: false,
      smsVerification: false,
    });
    expect(fields.map((f) => f.field)).toEqual(['mobileNum', 'email', 'captcha']);
    expect(fields.at(-1)?.required).toBe(true);
    expect(
      registerFields([...RULES, rule('captcha', { enabled: false })], 'mobile', ON).some(
        (f) => f.field === 'captcha',
      ),
    ).toBe(false);
  });
});

describe('register validation', () => {
  it('validates with the contract rules and checks the confirmation', () => {
    const fields = registerFields(RULES, 'username', { ...ON, smsVerification: false });
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
        username: ' player01 ',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        mobileNum: '0123456789',
      }),
    ).toEqual({});
  });

  it('checks passwords exactly as typed: spaces count and are not trimmed away', () => {
    const fields = [rule('password', { minLength: 8, patternId: 9 })];
    expect(validateRegister(fields, { password: ' secret1 ' })).toEqual({ password: 'pattern' });
  });
});

describe('server errors on the register form', () => {
  const shown = new Set(['username', 'password', 'confirmPassword', 'email', 'mobileNum'] as const);

  it('puts each detail under its field, the dialing code under the mobile number', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, [
      { path: 'body.username', issue: 'pattern' },
      { path: 'body.email', issue: 'length' },
      { path: 'body.countryDialingCode', issue: 'required' },
    ]);
    expect(placeRegisterError(error, shown)).toEqual({
      fields: { username: 'pattern', email: 'length', mobileNum: 'required' },
      terms: false,
      age: false,
      unplaced: false,
    });
  });

  it('puts field-bound codes under their field and the terms and age codes on their lines', () => {
    expect(placeRegisterError(new ApiError('USERNAME_TAKEN', 409), shown).fields).toEqual({
      username: 'USERNAME_TAKEN',
    });
    expect(placeRegisterError(new ApiError('MOBILE_TAKEN', 409), shown).fields).toEqual({
      mobileNum: 'MOBILE_TAKEN',
    });
    expect(placeRegisterError(new ApiError('TERMS_NOT_ACCEPTED', 400), shown)).toMatchObject({
      terms: true,
      unplaced: false,
    });
    expect(placeRegisterError(new ApiError('AGE_NOT_CONFIRMED', 400), shown)).toMatchObject({
      age: true,
      unplaced: false,
    });
  });

  it('leaves an error for the alert when its field is not on the form', () => {
    expect(placeRegisterError(new ApiError('UNDERAGE', 400), shown)).toMatchObject({
      fields: {},
      unplaced: true,
    });
    expect(
      placeRegisterError(
        new ApiError('VALIDATION_FAILED', 400, [{ path: 'body.qqNum', issue: 'pattern' }]),
        shown,
      ).unplaced,
    ).toBe(true);
    expect(placeRegisterError(new Error('boom'), shown).unplaced).toBe(true);
  });
});
