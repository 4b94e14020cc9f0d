import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/**
 * Operator API (authenticated with the operator token until the back office arrives).
 * Not part of the spec's paths: the spec does not show admin functions.
 */
export const MaintenanceSettingSchema = z
  .object({
    active: z.boolean(),
    maintenanceStart: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    maintenanceEnd: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  })
  .check(
    z.refine((v) => !v.active || v.maintenanceEnd !== null, {
      message: 'maintenanceEnd is required when active',
      path: ['maintenanceEnd'],
    }),
  );

export const setMaintenance = defineEndpoint({
  method: 'PUT',
  path: '/ops/system/maintenance',
  summary: 'Switch maintenance on or off',
  tags: ['ops'],
  auth: 'operator',
  body: MaintenanceSettingSchema,
  response: envelope(MaintenanceSettingSchema),
});

const Cidr = z.string().check(z.regex(/^[0-9a-fA-F:.]+\/\d{1,3}$|^[0-9a-fA-F:.]+$/, 'IP or CIDR'));
export const RegionRestrictionSettingSchema = z.object({
  /** IPs or CIDR ranges whose visitors see the region-blocked page. */
  blockedRanges: z.array(Cidr).check(z.maxLength(1000)),
});

export const setRegionRestriction = defineEndpoint({
  method: 'PUT',
  path: '/ops/system/region-restriction',
  summary: 'Replace the blocked IP ranges',
  tags: ['ops'],
  auth: 'operator',
  body: RegionRestrictionSettingSchema,
  response: envelope(RegionRestrictionSettingSchema),
});

export const BetFeedReportSchema = z.object({
  /** Transfer-mode vendors read. */
  vendors: z.number().check(z.int()),
  /** Bets stored (new or updated). */
  stored: z.number().check(z.int()),
  /** Bets of unknown players, or unreadable: skipped. */
  skipped: z.number().check(z.int()),
  /** Vendors whose feed did not answer (tried again on the next run). */
  failed: z.array(z.string()),
});

/** Pull the transfer vendors' bet feeds now (also run by the money-jobs timer). */
export const pullBetFeed = defineEndpoint({
  method: 'POST',
  path: '/ops/games/bet-feed/pull',
  summary: "Pull the transfer vendors' bet feeds now",
  tags: ['ops'],
  auth: 'operator',
  response: envelope(BetFeedReportSchema),
});
