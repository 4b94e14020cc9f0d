import type { Db } from '../../db/client.ts';
import {
  type AuditEntry,
  type AuditFilter,
  type AuditRecord,
  type ChainBreak,
  type ChainReport,
  GENESIS_HASH,
} from './audit.model.ts';
import { chainPage, insertAudit, listAudit } from './audit.repository.ts';

const VERIFY_PAGE = 1000;

/**
 * The audit log (issue 13): append a row per operator action or security event, list them,
 * and check the chain. The database does the chaining and refuses updates and deletes
 * (migration 0017); this service only reads and appends.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  record(entry: AuditEntry): Promise<AuditRecord> {
    return insertAudit(this.db, entry);
  }

  list(filter: AuditFilter): Promise<AuditRecord[]> {
    return listAudit(this.db, filter);
  }

  /**
   * Walk the whole chain in seq order, a page at a time: every row's hash must be the one its
   * fields give, its prev_hash the hash of the row before, and seq must count up by one.
   */
  async verify(): Promise<ChainReport> {
    let rows = 0;
    let previous = null as { seq: number; hash: string } | null;
    let firstBreak: ChainBreak | null = null;
    for (;;) {
      const page = await chainPage(this.db, previous?.seq ?? 0, VERIFY_PAGE);
      for (const row of page) {
        rows++;
        if (!firstBreak) {
          const expectedSeq: number = (previous?.seq ?? 0) + 1;
          if (row.seq !== expectedSeq) firstBreak = { seq: expectedSeq, reason: 'GAP' };
          else if (row.prevHash !== (previous?.hash ?? GENESIS_HASH)) {
            firstBreak = { seq: row.seq, reason: 'LINK' };
          } else if (row.hash !== row.expected) firstBreak = { seq: row.seq, reason: 'HASH' };
        }
        previous = { seq: row.seq, hash: row.hash };
      }
      if (page.length < VERIFY_PAGE) break;
    }
    return { ok: firstBreak === null, rows, head: previous, firstBreak };
  }
}

export function formatChainReport(report: ChainReport): string {
  const head = report.head ? `head seq ${report.head.seq} hash ${report.head.hash}` : 'empty';
  if (report.ok) return `audit log: ${report.rows} rows, chain intact; ${head}`;
  const at = report.firstBreak;
  return `audit log: ${report.rows} rows, CHAIN BROKEN at seq ${at?.seq} (${at?.reason}); ${head}`;
}
