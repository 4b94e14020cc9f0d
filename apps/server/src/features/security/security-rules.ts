/**
 * Field rules of the security center that the contract's shape cannot say alone.
 *
 * Real name (payeeName, the bank account name): letters of any script with their combining
 * marks, spaces, dots, apostrophes and hyphens; 2-50 characters; starts with a letter.
 */
const REAL_NAME = /^\p{L}[\p{L}\p{M} .'’-]{1,49}$/u;

/** The name as stored (NFC, single spaces), or null when it breaks the rule. */
export function normaliseRealName(input: string): string | null {
  const name = input.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return REAL_NAME.test(name) && [...name].length <= 50 ? name : null;
}

/** PINs that guessers try first, beyond the patterns below. */
const COMMON_PINS = new Set([
  '112233',
  '123321',
  '147258',
  '147369',
  '159753',
  '159357',
  '258369',
  '789456',
  '456123',
  '520131',
  '131452',
  '201314',
  '000007',
  '111000',
]);

/**
 * A six-digit payment password that is trivially guessed: one digit repeated (000000), a run
 * up or down (123456, 987654), a repeated pair or triple (121212, 123123), or a common PIN.
 */
export function isWeakPaymentPassword(pin: string): boolean {
  if (/^(\d)\1+$|^(\d\d)\2+$|^(\d{3})\3$/u.test(pin)) return true;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return true;
  return COMMON_PINS.has(pin);
}
