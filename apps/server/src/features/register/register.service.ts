import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@nova/contracts/api/login';
import type { RegisterRequest } from '@nova/contracts/api/register';
import { MEMBER_TYPE_ID } from '@nova/contracts/constants';
import { passwordIssue } from '@nova/contracts/password-policy';
import { type RegisterValues, registerValues } from '@nova/contracts/register-form';
import type { RegisterField, RegisterFieldRule } from '@nova/contracts/register-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { assertNotExcludedPerson } from '../protection/protection.service.ts';
import { consumeCode, smsDestination } from '../verification/verification.service.ts';
import { ageOn, isoDate, parseBirthday, todayIn } from './birthday.ts';
import { loadBrandSettings, requireSwitch } from './brand-settings.ts';
import * as repo from './register.repository.ts';
import { fieldIssues, fieldsToCheck, type RegisterTab } from './register-fields.ts';

/** What this service needs from the app, never the Fastify instance itself (decision 031). */
export interface RegisterDeps {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** A new account's first login (spec §4 "Register": on success the member is logged in). */
export const NEW_ACCOUNT_LOGIN: LoginResult = {
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  isAgent: false,
};

/** Register fields kept in members.profile; the rest have columns or are never stored. */
const PROFILE_FIELDS: readonly RegisterField[] = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'wechat',
  'idNumber',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
];

export interface RegisterClient {
  ip: string;
  /** The captcha cookie (nova_cid) binding this client's captcha. */
  captchaClient: string | undefined;
}

interface Mobile {
  dialingCode: string;
  num: string;
}

/** A password nobody knows (argon2 of 32 random bytes): the account logs in by SMS instead. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64'));
}

/**
 * Register a member (spec §4 "Register", §5 "Registration"). Cheap checks come first; the
 * captcha and then the SMS code are spent only once everything else is valid, and the unique
 * constraints on account and mobile decide races. Returns the new member's id.
 */
export async function register(
  deps: RegisterDeps,
  brand: BrandRecord,
  tab: RegisterTab,
  body: RegisterRequest,
  client: RegisterClient,
): Promise<number> {
  const { isOn, rules } = await loadBrandSettings(deps.db, brand);
  requireSwitch(isOn, tab === 'USERNAME' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  await deps.rateLimiter.consume([['registerPerIp', client.ip]]);

  const switches = {
    mobilePassword: isOn('MOBILENUMPASSREG3'),
    smsVerification: isOn('REGMOBVERF3'),
  };
  const fields = fieldsToCheck(rules, tab, switches, registerValues(body));
  const checked = new Set(fields.map((f) => f.field));
  // Only the fields this registration takes are read; the rest of the body is ignored.
  const values: RegisterValues = Object.fromEntries(
    Object.entries(registerValues(body)).filter(([field]) => checked.has(field as RegisterField)),
  );
  const details = fieldIssues(fields, values);
  if (values.mobileNum !== undefined && !body.countryDialingCode)
    details.push({ path: 'body.countryDialingCode', issue: 'required' });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', undefined, details);

  if (!body.termsAccepted) throw new AppError('TERMS_NOT_ACCEPTED');
  if (!body.ageConfirmed) throw new AppError('AGE_NOT_CONFIRMED');
  const birthday = checkBirthday(brand, fields, values.birthday, deps.now());
  const mobile = values.mobileNum
    ? normaliseMobile(brand, body.countryDialingCode, values.mobileNum)
    : null;
  const account =
    tab === 'USERNAME'
      ? (values.username ?? '').toLowerCase()
      : `${mobile?.dialingCode.slice(1)}${mobile?.num}`;
  if (values.password !== undefined) {
    const issue = passwordIssue(values.password, { username: account });
    if (issue) throw new AppError('WEAK_PASSWORD', undefined, [{ path: 'body.password', issue }]);
  }
  const parent = await resolveParent(deps, brand, values.affiliateCode ?? body.referralCode);

  if (checked.has('captcha')) {
    const ok = await verifyCaptcha(deps.db, client.captchaClient, values.captcha, deps.now());
    if (!ok) throw new AppError('CAPTCHA_INVALID');
  }
  // A person with a time-out or self-exclusion in force opens no new account, whatever its
  // username (issue 14): the same mobile, email, real name or id number is enough.
  await assertNotExcludedPerson(deps, brand.id, {
    mobileNum: mobile?.num ?? null,
    email: values.email ?? null,
    realName: values.payeeName ?? null,
    idNumber: values.idNumber ?? null,
  });
  const taken = await repo.findTaken(deps.db, brand.id, account, mobile);
  if (taken.mobile || (taken.account && tab === 'MOBILE')) throw new AppError('MOBILE_TAKEN');
  if (taken.account) throw new AppError('USERNAME_TAKEN');

  const now = deps.now();
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    values.password !== undefined ? hashPassword(values.password) : unusablePasswordHash(),
    values.paymentPassword !== undefined ? hashPassword(values.paymentPassword) : null,
  ]);
  const smsVerified = checked.has('verificationCode') && mobile !== null;
  if (smsVerified) {
    const destination = smsDestination(mobile.dialingCode, mobile.num);
    const code = values.verificationCode ?? '';
    await consumeCode(
      deps,
      { brandId: brand.id, channel: 'SMS', destination, purpose: 'REGISTER' },
      code,
    );
  }
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value !== undefined) profile[field] = value;
  }
  if (body.registerUrl) profile.registerUrl = body.registerUrl;
  if (body.domain) profile.domain = body.domain;
  try {
    return await repo.insertMember(
      deps.db,
      {
        brandId: brand.id,
        account,
        nickname:
          values.nickname ??
          (tab === 'USERNAME' ? (values.username ?? account) : `Player ${mobile?.num.slice(-4)}`),
        type: MEMBER_TYPE_ID,
        passwordHash,
        passwordSetBy: 'SELF',
        language: brand.defaultLanguage,
        createdAt: now,
        passwordChangedAt: now,
        firstLoginAt: now,
        lastLoginAt: now,
        mobileDialingCode: mobile?.dialingCode ?? null,
        mobileNum: mobile?.num ?? null,
        mobileVerifiedAt: smsVerified ? now : null,
        email: values.email?.toLowerCase() ?? null,
        realName: values.payeeName ?? null,
        birthday,
        paymentPasswordHash,
        registerMethod: tab,
        registerIp: client.ip,
        profile,
      },
      parent,
    );
  } catch (error) {
    const constraint = repo.uniqueViolation(error);
    if (constraint === null) throw error;
    throw new AppError(
      constraint === 'members_mobile' || tab === 'MOBILE' ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN',
    );
  }
}

/** '+60' and '0123456789' → {'+60', '123456789'}; the code must be one the brand serves. */
function normaliseMobile(
  brand: BrandRecord,
  dialingCode: string | undefined,
  mobileNum: string,
): Mobile {
  const num = mobileNum.replace(/^0+/, '');
  if (!dialingCode || !brand.countryDialingCodes.includes(dialingCode) || num === '')
    throw new AppError('PHONE_INVALID');
  return { dialingCode, num };
}

/** The stored birthday (yyyy-MM-dd), after the minimum age check (SECURITY.md 34). */
function checkBirthday(
  brand: BrandRecord,
  fields: readonly RegisterFieldRule[],
  value: string | undefined,
  now: Date,
): string | null {
  const rule = fields.find((f) => f.field === 'birthday');
  if (!rule || value === undefined) return null;
  const date = parseBirthday(value, rule.patternId);
  if (!date)
    throw new AppError('VALIDATION_FAILED', undefined, [
      { path: 'body.birthday', issue: 'pattern' },
    ]);
  if (ageOn(date, todayIn(brand.timezone, now)) < brand.minAge) throw new AppError('UNDERAGE');
  return isoDate(date);
}

/** The inviting agent, by affiliate code or the URL's referral code (spec §4 "Register"). */
async function resolveParent(
  deps: RegisterDeps,
  brand: BrandRecord,
  code: string | undefined,
): Promise<repo.Parent | null> {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  const agent = await repo.findAgentByInviteCode(deps.db, brand.id, trimmed);
  if (!agent) throw new AppError('INVALID_AFFILIATE_CODE');
  return agent;
}

/** GET /wps/agent/affiliate: never an error for an unknown code, just valid: false. */
export async function isValidAffiliate(deps: RegisterDeps, brand: BrandRecord, code: string) {
  return (await repo.findAgentByInviteCode(deps.db, brand.id, code.trim())) !== undefined;
}

/** New players (not agents, not trial accounts) by brand-local day registered (the dashboard). */
export function newPlayersPerDay(
  db: Db,
  brandId: number,
  range: { from: string; to: string; timezone: string },
) {
  return repo.registeredByDay(db, brandId, MEMBER_TYPE_ID, range);
}
