import { z } from 'zod/mini';

/** Register user fields driven by server rules (spec §3 "Register user fields", §5). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'nickname',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const RegisterFieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  required: z.boolean(),
  enabled: z.boolean(),
  minLength: z.number().check(z.int(), z.gte(0)),
  maxLength: z.number().check(z.int(), z.gte(0)),
  /** Pattern id 0-23 of spec §5. */
  patternId: z.number().check(z.int(), z.gte(0), z.lte(23)),
  /** Extra allow-list pattern; '*' means any (read as '.*'). */
  acceptedPattern: z.nullable(z.string()),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRuleSchema>;
