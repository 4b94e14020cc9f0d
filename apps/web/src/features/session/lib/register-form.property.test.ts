/**
 * Acceptance criterion of issue 3: the client's and the server's field-rule checks accept exactly
 * the same inputs. The server trims every non-secret value and runs contracts' `checkField`
 * (apps/server/src/features/register/register-fields.ts); the form must agree on every input.
 */

import { checkField } from '@nova/contracts/register-field-check';
import { validateRegister } from '@nova/contracts/register-form';
import {
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
} from '@nova/contracts/register-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const SECRET = (field: RegisterField) => field.toLowerCase().includes('password');
/** What the server checks for a typed value (registerValues: trimmed unless a secret). */
const serverValue = (field: RegisterField, raw: string) => (SECRET(field) ? raw : raw.trim());

const ruleArb = (field: RegisterField): fc.Arbitrary<RegisterFieldRule> =>
  fc.record({
    field: fc.constant(field),
    required: fc.boolean(),
    enabled: fc.boolean(),
    minLength: fc.integer({ min: 0, max: 12 }),
    maxLength: fc.integer({ min: 0, max: 24 }),
    patternId: fc.integer({ min: 0, max: 23 }),
    acceptedPattern: fc.constantFrom(null, '*', '[A-Za-z0-9]*', 'ab*', '\\d+', '[^@]+@.*'),
  });

/** Mostly realistic inputs: letters, digits, spaces, CJK, Thai, Hangul, symbols, dates. */
const valueArb = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.stringMatching(/^\s{0,2}[A-Za-z0-9 ]{0,16}\s{0,2}$/),
  fc.constantFrom(
    '',
    ' ',
    'player01',
    ' player01 ',
    'A1',
    'a@b.co',
    '1990-01-31',
    '01-31-1990',
    '张三',
    'สวัสดี',
    '안녕',
    'JOHN DOE',
    'Abc12345!',
    '０１２３',
  ),
);

const fieldArb = fc.constantFrom(...REGISTER_FIELDS.filter((f) => f !== 'confirmPassword'));

describe('register form vs contracts checkField (property)', () => {
  it('accepts a single field exactly when checkField accepts what the server checks', () => {
    fc.assert(
      fc.property(
        fieldArb.chain((field) => fc.tuple(ruleArb(field), valueArb)),
        ([rule, raw]) => {
          const client = validateRegister([rule], { [rule.field]: raw })[rule.field] ?? null;
          const server = checkField(rule, serverValue(rule.field, raw));
          expect(client).toBe(server);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees on the confirmation field whenever it matches the password', () => {
    fc.assert(
      fc.property(ruleArb('confirmPassword'), valueArb, (rule, raw) => {
        const client =
          validateRegister([rule], { password: raw, confirmPassword: raw }).confirmPassword ?? null;
        expect(client).toBe(checkField(rule, raw));
      }),
      { numRuns: 500 },
    );
  });
});
