import { parseDecimal } from '@nova/contracts/money';
import { describe, expect, it } from 'vitest';
import { checkTransfer } from './transfer-check';

const LIMITS = { min: 1000n, max: 500000n, available: 200000n };
const parse = (text: string) => parseDecimal(text, 2);
const draft = (amount: string, paymentPassword = '123456', remark = '') => ({
  amount,
  paymentPassword,
  remark,
});

describe('checkTransfer', () => {
  it('gives the amount in minor units when every field holds', () => {
    expect(checkTransfer(draft('12.34'), LIMITS, parse)).toEqual({ issues: {}, minor: 1234n });
    expect(checkTransfer(draft('2000'), LIMITS, parse).minor).toBe(200000n);
  });

  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['0', 'invalid'],
    ['9.99', 'range'],
    ['5000.01', 'range'],
    ['2000.01', 'exceeds'],
  ])('refuses the amount %j (%s)', (amount, issue) => {
    const checked = checkTransfer(draft(amount), LIMITS, parse);
    expect(checked.issues.amount).toBe(issue);
    expect(checked.minor).toBeNull();
  });

  it('needs a 6-digit payment password and a remark of at most 140 characters', () => {
    const checked = checkTransfer(draft('10', '12345', 'x'.repeat(141)), LIMITS, parse);
    expect(checked.issues).toEqual({ paymentPassword: 'password', remark: 'remark' });
    expect(checkTransfer(draft('10', '123456', 'x'.repeat(140)), LIMITS, parse).minor).toBe(1000n);
  });
});
