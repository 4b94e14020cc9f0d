/**
 * Test helpers for the account flows (registration, SMS codes, free play): a fresh IP per call
 * so per-IP limits only bite where a test wants them, captcha answers and SMS codes read back
 * through the development endpoints, and a reset of the brand configuration tests change.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { brands, registerFieldRules, whitelabelSwitches } from '../../db/schema/brand.ts';
import { members } from '../../db/schema/members.ts';
import { seedWhitelabel } from '../../db/seed/seed-brand.ts';
import { seedRegisterRules } from '../../db/seed/seed-register-rules.ts';
import { clearCachesFor } from '../../lib/ttl-cache.ts';
import { cookieOf } from '../../test/helpers.ts';

/** Passes the seeded password rule (pattern 5: letters and digits) and the password policy. */
export const PASSWORD = 'TigerLake42x';

let counter = 0;
/** A new address per call (TEST-NET-2 block plus a counter). */
export function nextIp(): string {
  counter += 1;
  return `198.18.${(counter >> 8) & 255}.${counter & 255}`;
}
/** A new 9-digit Malaysian national number (no leading 0). */
export function nextMobile(): string {
  counter += 1;
  return String(170_000_000 + counter);
}
/** A new account name that passes the seeded username rule (pattern 1, 6 to 16). */
export function nextName(prefix = 'player'): string {
  counter += 1;
  return `${prefix}${String(counter).padStart(5, '0')}`;
}

export async function brandId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ id: brands.id }).from(brands).limit(1);
  if (!row) throw new Error('no brand');
  return row.id;
}

/** Back to the seeded switches, rules and brand settings. */
export async function resetBrandConfig(app: FastifyInstance): Promise<void> {
  const id = await brandId(app);
  await app.db.delete(whitelabelSwitches).where(eq(whitelabelSwitches.brandId, id));
  await seedWhitelabel(app.db, id);
  await app.db.delete(registerFieldRules).where(eq(registerFieldRules.brandId, id));
  await seedRegisterRules(app.db, id);
  await app.db
    .update(brands)
    .set({ minAge: 18, forgotPasswordMode: 'PHONE' })
    .where(eq(brands.id, id));
  clearCachesFor(app.db);
}

export async function setSwitch(app: FastifyInstance, modId: string, value: '0' | '1') {
  const rows = await app.db
    .update(whitelabelSwitches)
    .set({ value })
    .where(eq(whitelabelSwitches.modId, modId))
    .returning({ id: whitelabelSwitches.id });
  expect(rows.length).toBeGreaterThan(0);
}

export async function setRule(
  app: FastifyInstance,
  field: string,
  patch: Partial<typeof registerFieldRules.$inferInsert>,
) {
  const rows = await app.db
    .update(registerFieldRules)
    .set(patch)
    .where(eq(registerFieldRules.field, field))
    .returning({ id: registerFieldRules.id });
  expect(rows).toHaveLength(1);
}

export async function setBrand(app: FastifyInstance, patch: Partial<typeof brands.$inferInsert>) {
  await app.db.update(brands).set(patch);
  clearCachesFor(app.db);
}

/** Registration without captcha and without a mobile number: one PUT per registration. */
export async function simplifyRules(app: FastifyInstance): Promise<void> {
  await setRule(app, 'captcha', { enabled: false });
  await setRule(app, 'mobileNum', { enabled: false });
}

export async function memberCount(app: FastifyInstance): Promise<number> {
  return (await app.db.select({ id: members.id }).from(members)).length;
}

export async function memberByAccount(app: FastifyInstance, account: string) {
  const [row] = await app.db.select().from(members).where(eq(members.account, account));
  return row;
}

/** A captcha for a new client: its cookie header and (through /dev/captcha) its answer. */
export async function newCaptcha(
  app: FastifyInstance,
): Promise<{ cookie: string; answer: string }> {
  const res = await app.inject({ url: '/wps/captcha', remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  const cookie = `nova_cid=${cookieOf(res, 'nova_cid')?.value}`;
  const dev = await app.inject({ url: '/dev/captcha', headers: { cookie } });
  const answer = dev.json().value.answer as string;
  expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);
  return { cookie, answer };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

export function sendRegisterSms(
  app: FastifyInstance,
  mobileNum: string,
  extra: Record<string, unknown> = {},
) {
  return post(app, '/wps/verification/sms/register', {
    mobileNum,
    countryDialingCode: '+60',
    ...extra,
  });
}

/** The messages of a destination ('+60...' or an email) through GET /dev/outbox. */
export async function outbox(app: FastifyInstance, destination: string) {
  const res = await app.inject({
    url: `/dev/outbox?destination=${encodeURIComponent(destination)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { body: string; channel: string; createdAt: string }[];
}

/** The newest code sent by SMS to +60<mobileNum>. */
export async function latestSmsCode(app: FastifyInstance, mobileNum: string): Promise<string> {
  const [message] = await outbox(app, `+60${mobileNum.replace(/^0+/, '')}`);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${mobileNum}`);
  return code;
}

export function register(
  app: FastifyInstance,
  tab: 'username' | 'mobile',
  body: Record<string, unknown>,
  options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: tab === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    payload: { termsAccepted: true, ageConfirmed: true, ...body },
    remoteAddress: options.ip ?? nextIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** The error envelope of a refused call, after checking its status. */
export function refusal(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  return body as {
    code: string;
    details?: { path: string; issue: string }[];
    retryAfter?: number;
  };
}
