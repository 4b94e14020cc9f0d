import { randomInt } from 'node:crypto';
import { TRIAL_TYPE_ID } from '@nova/contracts/constants';
import type { Db } from '../../db/client.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { loadSwitches, requireSwitch } from './brand-settings.ts';
import * as repo from './register.repository.ts';
import { unusablePasswordHash } from './register.service.ts';

/** What opening a free-play account needs, built once in the routes (decision 031). */
export interface FreePlayDeps {
  db: Db;
  rateLimiter: RateLimiter;
  now: () => Date;
}

const ACCOUNT_CHARSET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ACCOUNT_SUFFIX_LENGTH = 10;
const MAX_TRIES = 3;

function randomString(charset: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += charset[randomInt(charset.length)];
  return out;
}

/**
 * Free play (spec §6 "Trial user (type 4): logs in through the free play call"): a fresh trial
 * account with a password nobody knows. Trial accounts cannot move money or launch real games
 * (SECURITY.md 16), which the session's member type enforces elsewhere.
 */
export async function createTrialMember(
  deps: FreePlayDeps,
  brand: BrandRecord,
  ip: string,
): Promise<number> {
  requireSwitch(await loadSwitches(deps.db, brand), 'FREEPLAY3');
  await deps.rateLimiter.consume([['freePlayPerIp', ip]]);
  const now = deps.now();
  const passwordHash = await unusablePasswordHash();
  for (let attempt = 1; ; attempt++) {
    try {
      return await repo.insertMember(
        deps.db,
        {
          brandId: brand.id,
          account: `trial${randomString(ACCOUNT_CHARSET, ACCOUNT_SUFFIX_LENGTH)}`,
          nickname: `Guest ${randomString('0123456789', 4)}`,
          type: TRIAL_TYPE_ID,
          passwordHash,
          passwordSetBy: 'SELF',
          language: brand.defaultLanguage,
          createdAt: now,
          passwordChangedAt: now,
          firstLoginAt: now,
          lastLoginAt: now,
          registerMethod: 'FREEPLAY',
          registerIp: ip,
        },
        null,
      );
    } catch (error) {
      // 36^10 accounts: a clash is all but impossible, but a retry costs nothing.
      if (repo.uniqueViolation(error) === null || attempt >= MAX_TRIES) throw error;
    }
  }
}
