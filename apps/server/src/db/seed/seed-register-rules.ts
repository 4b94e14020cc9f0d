import { REGISTER_FIELDS, type RegisterField } from '@nova/contracts/register-rules';
import type { Db } from '../client.ts';
import { registerFieldRules } from '../schema/brand.ts';

interface Rule {
  required: boolean;
  enabled: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern?: string | null;
}

const on = (required: boolean, patternId: number, minLength: number, maxLength: number): Rule => ({
  required,
  enabled: true,
  minLength,
  maxLength,
  patternId,
});

/** Demo rules (spec §5: bounds come from server configuration). Unlisted fields are disabled. */
const RULES: Partial<Record<RegisterField, Rule>> = {
  username: on(true, 1, 6, 16),
  password: on(true, 5, 8, 32),
  confirmPassword: on(true, 0, 8, 32),
  mobileNum: on(true, 6, 9, 11),
  email: on(false, 3, 6, 64),
  payeeName: on(false, 8, 2, 50),
  captcha: on(true, 4, 4, 4),
  // Required while REGMOBVERF3 is on; SMS codes are 6 digits, the field allows 255 (spec §5).
  verificationCode: on(true, 6, 6, 255),
  affiliateCode: on(false, 4, 0, 16),
  birthday: on(false, 11, 10, 10),
};

const DISABLED: Rule = {
  required: false,
  enabled: false,
  minLength: 0,
  maxLength: 64,
  patternId: 0,
};

export async function seedRegisterRules(db: Db, brandId: number): Promise<void> {
  await db
    .insert(registerFieldRules)
    .values(
      REGISTER_FIELDS.map((field, sort) => {
        const rule = RULES[field] ?? DISABLED;
        return { brandId, field, sort, ...rule, acceptedPattern: rule.acceptedPattern ?? null };
      }),
    )
    .onConflictDoNothing({ target: [registerFieldRules.brandId, registerFieldRules.field] });
}
