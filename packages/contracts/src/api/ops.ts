import { z } from 'zod/mini';
import { csvExportOf } from '../csv-export.ts';
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
  permission: 'system.settings',
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
  permission: 'system.settings',
  body: RegionRestrictionSettingSchema,
  response: envelope(RegionRestrictionSettingSchema),
});

/** The brand's system status as the back office shows it (issue 13). */
export const getSystemSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/system/settings',
  summary: 'The maintenance switch and the blocked IP ranges',
  tags: ['ops'],
  auth: 'operator',
  permission: 'system.settings',
  response: envelope(
    z.object({
      maintenance: MaintenanceSettingSchema,
      blockedRanges: z.array(z.string()),
    }),
  ),
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
  permission: 'games.feeds',
  response: envelope(BetFeedReportSchema),
});

export const AUDIT_PAGE_MAX = 200;

export const AuditRowSchema = z.object({
  seq: z.number().check(z.int()),
  at: z.string(),
  brandId: z.nullable(z.number().check(z.int())),
  actor: z.string(),
  actorKind: z.enum(['OPERATOR', 'SERVICE', 'TOKEN', 'SYSTEM']),
  ip: z.nullable(z.string()),
  action: z.string(),
  objectType: z.nullable(z.string()),
  objectId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  data: z.record(z.string(), z.unknown()),
  requestId: z.nullable(z.string()),
  /** The previous row's hash and this row's (SHA-256, hex): the chain `audit:verify` checks. */
  prevHash: z.string(),
  hash: z.string(),
});

const Filter = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

export const AuditQuerySchema = z.object({
  actor: Filter,
  action: Filter,
  objectType: Filter,
  objectId: Filter,
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  /** Keyset cursor: rows older than this seq (the previous page's `nextBefore`). */
  before: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(AUDIT_PAGE_MAX)), 50),
});

/** The audit log, newest first, filtered on the server, one keyset page at a time (issue 13). */
export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/ops/audit',
  summary: 'Audit log rows, newest first (filters, keyset cursor)',
  tags: ['ops'],
  auth: 'operator',
  permission: 'audit.read',
  query: AuditQuerySchema,
  response: envelope(
    z.object({ items: z.array(AuditRowSchema), nextBefore: z.nullable(z.number().check(z.int())) }),
  ),
});

export const exportAuditLog = csvExportOf(listAuditLog);
