import type { AuditActorKind } from '../../db/schema/audit.ts';

export type { AuditActorKind };

/** One operator action or security event, as a caller records it. */
export interface AuditEntry {
  brandId?: number | null;
  actor: string;
  actorKind: AuditActorKind;
  ip?: string | null;
  action: string;
  objectType?: string | null;
  objectId?: string | number | null;
  before?: unknown;
  after?: unknown;
  data?: Record<string, unknown>;
  requestId?: string | null;
}

/** A row of the log, with its place in the chain. */
export interface AuditRecord {
  seq: number;
  at: Date;
  brandId: number | null;
  actor: string;
  actorKind: AuditActorKind;
  ip: string | null;
  action: string;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
  data: Record<string, unknown>;
  requestId: string | null;
  prevHash: string;
  hash: string;
}

/** Server-side filters of the log; newest first, `beforeSeq` is the keyset cursor. */
export interface AuditFilter {
  brandId?: number;
  actor?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  from?: Date;
  to?: Date;
  beforeSeq?: number;
  limit: number;
}

/** Where the chain breaks first: a row whose hash is not its own, or that does not link. */
export interface ChainBreak {
  seq: number;
  reason: 'HASH' | 'LINK' | 'GAP';
}

export interface ChainReport {
  ok: boolean;
  rows: number;
  /** The last row's seq and hash: record them elsewhere to anchor the chain. */
  head: { seq: number; hash: string } | null;
  firstBreak: ChainBreak | null;
}

/** The hash a chain starts from (the first row's prev_hash). */
export const GENESIS_HASH = '0'.repeat(64);
