import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacter, MAX_INPUT_DEPTH } from './input-hygiene.ts';

describe('input hygiene rule (decision 026)', () => {
  it('refuses NUL, the other C0 controls but tab and line breaks, DEL and lone surrogates', () => {
    for (let code = 0; code < 0x20; code++) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasForbiddenCharacter(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(!allowed);
    }
    expect(hasForbiddenCharacter('\u007f')).toBe(true);
    expect(hasForbiddenCharacter('\ud800')).toBe(true);
    expect(hasForbiddenCharacter('x\udfff')).toBe(true);
    expect(hasForbiddenCharacter('😀 中文 é \u00a0')).toBe(false);
  });

  it('accepts any well-formed text without C0 controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const clean = [...text].filter((ch) => ch > '\u001f' && ch !== '\u007f').join('');
        expect(hasForbiddenCharacter(clean)).toBe(false);
      }),
      { seed: 26 },
    );
  });

  it('finds the first refused string or key, anywhere in a body', () => {
    expect(findForbiddenText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({
      path: ['b', '0', 'c'],
      issue: 'control_character',
    });
    expect(findForbiddenText({ 'k\u0001': 1 })).toEqual({
      path: ['(key)'],
      issue: 'control_character',
    });
    expect(findForbiddenText({ a: 1, b: null, c: true, d: ['x'] })).toBeUndefined();
    expect(findForbiddenText(Buffer.from([0, 1, 2]))).toBeUndefined();
  });

  it('refuses nesting past MAX_INPUT_DEPTH instead of walking it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH + 5; i++) deep = [deep];
    expect(findForbiddenText(deep)?.issue).toBe('too_deep');
  });
});
