/**
 * Where a failed registration's errors go on the form. Which fields a tab shows and how they
 * are checked is shared with the server: @nova/contracts/register-form.
 */
import type { ErrorCode } from '@nova/contracts/errors';
import { REGISTER_FIELDS, type RegisterField } from '@nova/contracts/register-rules';
import { isApiError } from '../../../lib/api-client';

/** Error codes that belong under one field of the form. */
const CODE_FIELDS: Partial<Record<ErrorCode, RegisterField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  PHONE_INVALID: 'mobileNum',
  WEAK_PASSWORD: 'password',
  PASSWORD_MISMATCH: 'confirmPassword',
  CODE_INVALID: 'verificationCode',
  CODE_EXPIRED: 'verificationCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  UNDERAGE: 'birthday',
  INVALID_AFFILIATE_CODE: 'affiliateCode',
};

/** Body paths that are shown under another field. */
const PATH_ALIASES: Record<string, RegisterField> = { countryDialingCode: 'mobileNum' };

export interface RegisterErrorPlacement {
  /** Per field: a rule issue (`required`, `length`, `pattern`, `mismatch`, …) or an error code. */
  fields: Partial<Record<RegisterField, string>>;
  /** TERMS_NOT_ACCEPTED: the inline error on the terms line. */
  terms: boolean;
  /** AGE_NOT_CONFIRMED: the inline error on the age line. */
  age: boolean;
  /** Nothing could be placed on the form: show the error above the button. */
  unplaced: boolean;
}

function isRegisterField(value: string): value is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(value);
}

/**
 * Where a failed registration's errors go (spec §8 "Field errors appear under each field"):
 * the server's field details (`body.<field>`) under their fields, field-bound codes under their
 * field, the terms and age codes on their lines; anything else is left for the form alert.
 */
export function placeRegisterError(
  error: unknown,
  shown: ReadonlySet<RegisterField>,
): RegisterErrorPlacement {
  const placement: RegisterErrorPlacement = {
    fields: {},
    terms: false,
    age: false,
    unplaced: false,
  };
  if (!isApiError(error)) return { ...placement, unplaced: true };
  for (const detail of error.details) {
    const name = detail.path.replace(/^body\./, '');
    const field = PATH_ALIASES[name] ?? (isRegisterField(name) ? name : undefined);
    if (field && shown.has(field)) placement.fields[field] ??= detail.issue;
    else if (name === 'termsAccepted') placement.terms = true;
    else if (name === 'ageConfirmed') placement.age = true;
  }
  const codeField = CODE_FIELDS[error.code];
  if (codeField && shown.has(codeField) && error.details.length === 0) {
    placement.fields[codeField] = error.code;
  }
  if (error.code === 'TERMS_NOT_ACCEPTED') placement.terms = true;
  if (error.code === 'AGE_NOT_CONFIRMED') placement.age = true;
  placement.unplaced =
    Object.keys(placement.fields).length === 0 && !placement.terms && !placement.age;
  return placement;
}
