import { z } from 'zod/mini';
import { MinorUnitsSchema } from '../money.ts';

/**
 * The crash round as every player sees it (issue 5), in the in-house game API (api/inhouse.ts)
 * and in the realtime events (api/realtime.ts). Its own module, so the realtime connection,
 * which every page loads, does not bring the whole in-house API into the first chunk
 * (decision 037).
 */
export const CrashBetViewSchema = z.object({
  /** Masked account name. */
  player: z.string(),
  stake: MinorUnitsSchema,
  /** Hundredths; null while riding or lost. */
  cashedOutAt: z.nullable(z.number().check(z.int())),
  payout: MinorUnitsSchema,
});

export const CrashRoundViewSchema = z.object({
  roundId: z.string(),
  status: z.enum(['BETTING', 'RUNNING', 'CRASHED']),
  bettingEndsAt: z.string(),
  startedAt: z.nullable(z.string()),
  /** Hundredths; only once CRASHED. */
  crashPoint: z.nullable(z.number().check(z.int())),
  /** The round's link of the hash chain; only once CRASHED. */
  hash: z.nullable(z.string()),
  /** The hash the next revealed link must hash to (the previous round's link), for checking. */
  previousHash: z.nullable(z.string()),
  bets: z.array(CrashBetViewSchema),
});
export type CrashRoundView = z.infer<typeof CrashRoundViewSchema>;
