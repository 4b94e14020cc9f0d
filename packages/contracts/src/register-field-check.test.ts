import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField, FIELD_PATTERNS } from './register-field-check.ts';
import type { RegisterFieldRule } from './register-rules.ts';

function rule(patch: Partial<RegisterFieldRule>): RegisterFieldRule {
  return {
    field: 'username',
    required: true,
    enabled: true,
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    acceptedPattern: null,
    ...patch,
  };
}

describe('checkField', () => {
  it('requires a value only when required and enabled', () => {
    expect(checkField(rule({}), '')).toBe('required');
    expect(checkField(rule({ required: false }), '')).toBeNull();
    expect(checkField(rule({ enabled: false }), '')).toBeNull();
  });

  it('checks length in characters, not bytes', () => {
    expect(checkField(rule({}), 'abc12')).toBe('length');
    expect(checkField(rule({}), 'a'.repeat(17))).toBe('length');
    expect(checkField(rule({ patternId: 2, minLength: 2, maxLength: 3 }), '张三')).toBeNull();
  });

  it('applies pattern ids', () => {
    expect(checkField(rule({}), 'player01')).toBeNull();
    expect(checkField(rule({}), '1player')).toBe('pattern');
    expect(checkField(rule({ patternId: 3, minLength: 0, maxLength: 64 }), 'a@b.co')).toBeNull();
    expect(checkField(rule({ patternId: 3, minLength: 0, maxLength: 64 }), 'a@b')).toBe('pattern');
    expect(checkField(rule({ patternId: 11, minLength: 10 }), '2000-02-29')).toBeNull();
    expect(checkField(rule({ patternId: 11, minLength: 10 }), '2000-13-01')).toBe('pattern');
    expect(checkField(rule({ patternId: 20, minLength: 8 }), 'Abcdef1!')).toBeNull();
    expect(checkField(rule({ patternId: 20, minLength: 8 }), 'abcdef1!')).toBe('pattern');
    expect(
      checkField(rule({ patternId: 21, minLength: 3, maxLength: 40 }), 'Ali Bakar'),
    ).toBeNull();
    expect(checkField(rule({ patternId: 21, minLength: 3, maxLength: 40 }), 'Ali')).toBe('pattern');
  });

  it("reads '*' in acceptedPattern as '.*'", () => {
    expect(checkField(rule({ patternId: 0, acceptedPattern: 'vip*' }), 'vipplayer')).toBeNull();
    expect(checkField(rule({ patternId: 0, acceptedPattern: 'vip*' }), 'player01')).toBe('pattern');
    expect(checkField(rule({ patternId: 0, acceptedPattern: '*' }), 'anything1')).toBeNull();
  });

  it('reads pattern 5 as the combination: a letter and a digit, symbols allowed (decision 028)', () => {
    const combination = rule({ patternId: 5, minLength: 8, maxLength: 32 });
    for (const ok of ['Qa!Player2026', 'Demo!2026', 'abc12345', 'pass word 42', '12345678a'])
      expect(checkField(combination, ok), ok).toBeNull();
    for (const bad of ['Qa!Player', 'abcdefgh', '2026!2026', '!@#$%^&*'])
      expect(checkField(combination, bad), bad).toBe('pattern');
  });

  it('reads pattern 14 as letters and digits only, both required', () => {
    const only = rule({ patternId: 14, minLength: 6, maxLength: 32 });
    expect(checkField(only, 'abc123')).toBeNull();
    expect(checkField(only, 'ABC123def')).toBeNull();
    for (const bad of ['abcdef', '123456', 'Qa!Player2026', 'abc 123'])
      expect(checkField(only, bad), bad).toBe('pattern');
  });

  it('pattern 5 accepts any value holding an ASCII letter and a digit (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const value = `${a}x${b}7${c}`;
        expect(FIELD_PATTERNS[5]?.test(value)).toBe(true);
        expect(FIELD_PATTERNS[14]?.test(value)).toBe(/^[A-Za-z0-9]+$/u.test(value));
      }),
    );
  });

  it('defines every pattern id from 0 to 23', () => {
    for (let id = 0; id <= 23; id += 1) expect(FIELD_PATTERNS[id]).toBeInstanceOf(RegExp);
  });

  it('accepts any digits-only value of valid length for pattern 6', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,11}$/), (digits) => {
        expect(checkField(rule({ patternId: 6, minLength: 9, maxLength: 11 }), digits)).toBeNull();
      }),
    );
  });
});
