import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { passwordIssue, passwordLengthBounds } from './password-policy.ts';
import type { RegisterFieldRule } from './register-rules.ts';

/** The demo brand's register rule for `password` (seed-register-rules.ts). */
const DEMO_RULE: RegisterFieldRule = {
  field: 'password',
  required: true,
  enabled: true,
  minLength: 8,
  maxLength: 32,
  patternId: 5,
  acceptedPattern: null,
};

describe('passwordIssue', () => {
  it('refuses the default 123456 and other common or simple passwords', () => {
    expect(passwordIssue('123456')).toBe('length');
    for (const p of ['12345678', 'password', 'Password1', 'qwerty123', 'abcdefgh', 'Aa123456'])
      expect(passwordIssue(p)).not.toBeNull();
    expect(passwordIssue('aaaaaaaaaaa')).toBe('simple');
    expect(passwordIssue('23456789')).toBe('simple');
  });

  it('refuses a password containing the username', () => {
    expect(passwordIssue('xx-Luckyjohn-77', { username: 'LuckyJohn' })).toBe('username');
    expect(passwordIssue('xx-Luckyjohn-77', { username: 'someone' })).toBeNull();
  });

  it('accepts long passwords exactly as typed, spaces included', () => {
    expect(passwordIssue('  correct horse battery staple  ')).toBeNull();
    expect(passwordIssue('x'.repeat(129))).toBe('length');
  });

  it('accepts any 12+ character password with several distinct characters and no common core', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 12, maxLength: 64 }), (p) => {
        fc.pre(new Set(p).size >= 4);
        expect(passwordIssue(p)).toBeNull();
      }),
    );
  });

  it('refuses anything shorter than the minimum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (p) => {
        fc.pre([...p].length < PASSWORD_MIN_LENGTH);
        expect(passwordIssue(p)).toBe('length');
      }),
    );
  });

  it("applies the brand's password rule when given, as registration does (decision 028)", () => {
    expect(passwordIssue('Qa!Player2026', { rule: DEMO_RULE })).toBeNull();
    expect(passwordIssue('Qa!Player!Lake', { rule: DEMO_RULE })).toBe('pattern');
    expect(passwordIssue('Qa!Player!Lake')).toBeNull();
    expect(passwordIssue(`Qa!Player2026${'x'.repeat(20)}`, { rule: DEMO_RULE })).toBe('length');
    expect(passwordIssue('Qa!Player2026', { rule: { ...DEMO_RULE, patternId: 14 } })).toBe(
      'pattern',
    );
    expect(passwordLengthBounds(DEMO_RULE)).toEqual({ min: 8, max: 32 });
    expect(passwordLengthBounds(null)).toEqual({ min: 8, max: 128 });
  });
});
