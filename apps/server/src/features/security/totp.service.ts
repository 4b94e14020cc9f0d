import type { TotpSetup } from '@nova/contracts/api/security';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { matchTotp, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { verifyCurrentPassword } from '../password/password-rules.ts';
import * as repo from './security.repository.ts';

/** What the authenticator binding needs, built once in the routes (decision 031). */
export interface TotpDeps {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/**
 * Authenticator enrolment and removal (spec §4 "Extra verification ... Google authenticator";
 * SECURITY.md 7): the secret is shown once, at setup, and is only "enabled" after the first
 * code proves the app holds it; every accepted code's time step is remembered so it works once.
 */
export async function startTotpEnrolment(
  deps: TotpDeps,
  brand: BrandRecord,
  memberId: number,
  password: string,
): Promise<TotpSetup> {
  await verifyCurrentPassword(deps, memberId, password);
  const state = await repo.findTotpState(deps.db, memberId);
  if (!state) throw new AppError('UNAUTHENTICATED');
  const secret = newTotpSecret();
  if (!(await repo.savePendingTotp(deps.db, memberId, secret))) throw new AppError('CONFLICT');
  const uri = otpauthUri(secret, brand.name, state.account);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

export async function confirmTotpEnrolment(
  deps: TotpDeps,
  memberId: number,
  code: string,
): Promise<void> {
  const state = await repo.findTotpState(deps.db, memberId);
  if (state?.secret) throw new AppError('CONFLICT');
  const pending = state?.pendingSecret;
  if (!pending) throw new AppError('TOTP_INVALID');
  const now = deps.now();
  const step = matchTotp(pending, code, now, null);
  if (step === null || !(await repo.activateTotp(deps.db, memberId, pending, step, now))) {
    throw new AppError('TOTP_INVALID');
  }
}

export async function disableTotp(
  deps: TotpDeps,
  memberId: number,
  input: { password: string; code: string },
): Promise<void> {
  // The code is part of the fresh authentication: a wrong one counts like a wrong password, and
  // both are reserved before either is checked.
  await verifyCurrentPassword(deps, memberId, input.password, async () => {
    const state = await repo.findTotpState(deps.db, memberId);
    const secret = state?.secret;
    if (!secret) throw new AppError('CONFLICT');
    const step = matchTotp(secret, input.code, deps.now(), state.lastStep);
    if (step === null || !(await repo.clearTotp(deps.db, memberId, secret, step))) {
      throw new AppError('TOTP_INVALID');
    }
  });
}

/**
 * The back office resets a member's authenticator (issue 13, `members.lock`): no password or
 * code, the operator vouches and is audited. The member enrols again from the security center.
 * INVALID_STATE when no authenticator is enabled. Ending the sessions is the caller's part.
 */
export async function resetTotpByOperator(db: Db, memberId: number): Promise<void> {
  if (!(await repo.resetTotp(db, memberId))) {
    throw new AppError('INVALID_STATE', 'No authenticator is enabled');
  }
}
