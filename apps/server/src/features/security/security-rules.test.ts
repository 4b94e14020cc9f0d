import { describe, expect, it } from 'vitest';
import { isWeakPaymentPassword, normaliseRealName } from './security-rules.ts';

describe('normaliseRealName', () => {
  it.each([
    ['Tan Ah Kow', 'Tan Ah Kow'],
    ['  Jean-Luc   O’Neil ', 'Jean-Luc O’Neil'],
    ['J. R. Smith', 'J. R. Smith'],
    ['王小明', '王小明'],
    ['สมชาย ใจดี', 'สมชาย ใจดี'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
  ])('accepts %s', (input, stored) => {
    expect(normaliseRealName(input)).toBe(stored);
  });

  it.each(['A', 'Tan1', '<script>', "'Quote", '-Dash', 'a'.repeat(51), 'Bob@home'])(
    'refuses %s',
    (input) => {
      expect(normaliseRealName(input)).toBeNull();
    },
  );
});

describe('isWeakPaymentPassword', () => {
  it.each(['000000', '111111', '123456', '987654', '121212', '123123', '112233', '345678'])(
    'refuses %s',
    (pin) => {
      expect(isWeakPaymentPassword(pin)).toBe(true);
    },
  );

  it.each(['583920', '104729', '902417'])('accepts %s', (pin) => {
    expect(isWeakPaymentPassword(pin)).toBe(false);
  });
});
