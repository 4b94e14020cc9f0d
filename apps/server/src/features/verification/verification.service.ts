import { randomInt } from 'node:crypto';
import {
  CODE_MAX_ATTEMPTS,
  EMAIL_CODE_EXPIRED_MINUTES,
  SMS_CODE_LENGTH,
  SMS_DEFAULT_EXPIRED_MINUTES,
} from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { randomToken, safeEqual, sha256Hex } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { codeText } from '../messaging/templates.ts';
import type { CodeTarget } from './verification.repository.ts';
import * as repo from './verification.repository.ts';

/** What sending and checking one-time codes needs (decision 031). */
export interface VerificationDeps {
  db: Db;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  log: Logger;
  now: () => Date;
}

export type { CodeTarget } from './verification.repository.ts';

/**
 * One-time codes by SMS or email (SECURITY.md 6): 6 digits from the CSPRNG, stored hashed, bound
 * to destination and purpose, single use, expiring, spent after CODE_MAX_ATTEMPTS wrong guesses.
 *
 * The spec's countdown (§4: the send button is disabled for expiredMinutes × 60 s, default one
 * minute) is the resend interval, which the server enforces too (SMS_COOLDOWN). The code itself
 * stays valid a little longer, so a slow SMS does not force a resend (decision 009).
 */
export const RESEND_SECONDS = SMS_DEFAULT_EXPIRED_MINUTES * 60;
export const CODE_VALID_MINUTES = { SMS: 5, EMAIL: EMAIL_CODE_EXPIRED_MINUTES } as const;

export function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

function codeHash(code: string, salt: string): string {
  return `${salt}:${sha256Hex(`${salt}:${code}`)}`;
}

function matches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split(':', 1);
  return safeEqual(codeHash(code.trim(), salt), stored);
}

export interface IssueOptions {
  /** Language of the text sent. */
  language?: string | undefined;
  brandName: string;
  /** false: answer as if sent, send nothing (no enumeration of unregistered numbers). */
  deliver?: boolean;
  /**
   * Answer without waiting for the provider (failures are logged): a known number must not take
   * longer to answer than an unknown one, which is never sent to (SECURITY.md 5).
   */
  background?: boolean;
  ip: string;
}

/**
 * Issue a code and send it. Limits: one per RESEND_SECONDS per target (SMS_COOLDOWN), and per
 * phone/address and per IP over a longer window (SMS_LOCKED: "try again after 5 minutes").
 */
export async function issueCode(
  deps: VerificationDeps,
  target: CodeTarget,
  options: IssueOptions,
): Promise<{ expiredMinutes: number }> {
  const now = deps.now();
  const last = await repo.latestCodeAt(deps.db, target);
  if (last) {
    const wait = RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000;
    if (wait > 0) throw rateLimited(wait, 'SMS_COOLDOWN');
  }
  await deps.rateLimiter.consume(
    [
      ['smsPerPhone', target.destination],
      ['smsPerIp', options.ip],
    ],
    'SMS_LOCKED',
  );
  const code = newCode();
  const validMinutes = CODE_VALID_MINUTES[target.channel];
  await repo.saveCode(
    deps.db,
    target,
    codeHash(code, randomToken(8)),
    now,
    new Date(now.getTime() + validMinutes * 60_000),
  );
  if (options.deliver !== false) {
    const text = codeText(options.language, options.brandName, code, validMinutes);
    const sending = deps.messenger.send({
      channel: target.channel,
      destination: target.destination,
      ...(target.channel === 'EMAIL' ? { subject: text.subject } : {}),
      body: text.body,
    });
    if (options.background) {
      sending.catch((error: unknown) =>
        deps.log.error({ err: error, channel: target.channel }, 'code delivery failed'),
      );
    } else {
      await sending;
    }
  }
  return { expiredMinutes: SMS_DEFAULT_EXPIRED_MINUTES };
}

/**
 * Check and spend a code; throws CODE_INVALID or CODE_EXPIRED and changes nothing else. The
 * guess is reserved first (a guarded increment of the code's attempts, decision 022), so a
 * parallel burst gets CODE_MAX_ATTEMPTS comparisons and no more; the guess that uses the last
 * attempt and is wrong spends the code.
 */
export async function consumeCode(
  deps: Pick<VerificationDeps, 'db' | 'now'>,
  target: CodeTarget,
  code: string,
): Promise<void> {
  const now = deps.now();
  const row = await repo.liveCode(deps.db, target);
  if (!row) throw new AppError('CODE_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('CODE_EXPIRED');
  const guess = await repo.reserveGuess(deps.db, row.id, CODE_MAX_ATTEMPTS);
  if (!guess) throw new AppError('CODE_INVALID');
  if (!matches(code, row.codeHash)) {
    if (guess.attempts >= CODE_MAX_ATTEMPTS) await repo.spendCode(deps.db, row.id, now);
    throw new AppError('CODE_INVALID');
  }
  if (!(await repo.spendCode(deps.db, row.id, now))) throw new AppError('CODE_INVALID');
}

/** '+60' and '0123456789' → '+60123456789' (a leading national 0 is dropped). */
export function smsDestination(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode}${mobileNum.replace(/^0+/, '')}`;
}
