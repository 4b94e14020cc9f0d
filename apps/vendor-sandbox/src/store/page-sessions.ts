import { randomBytes } from 'node:crypto';
import type { Sql } from './db.ts';

/** What a launch bound to the page (POST /api/launch); the page id is the capability. */
export interface LaunchData {
  merchant: string;
  vendor: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  category: string;
  gameCode: string;
  gameName: string;
  player: { id: string; account: string; currency: string };
  sessionToken?: string | undefined;
  mode: 'REAL' | 'TRIAL';
  language: string;
  device?: string | undefined;
  returnUrl?: string | undefined;
}

/** BBIN and PT's live tables refuse frames: launch answers WINDOW and the page forbids framing. */
export function opensInWindow(launch: Pick<LaunchData, 'vendor' | 'category'>): boolean {
  return launch.vendor === 'BBIN' || (launch.vendor === 'PT' && launch.category === 'LIVE');
}

/** A page session lives 12 hours (h4 brief). */
export const PAGE_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** 128 random bits, URL-safe. */
export function newPageId(): string {
  return randomBytes(16).toString('base64url');
}

export async function createPageSession(db: Sql, launch: LaunchData, now: Date): Promise<string> {
  const id = newPageId();
  await db.query(
    'insert into page_sessions (id, merchant, launch, expires_at) values ($1, $2, $3, $4)',
    [
      id,
      launch.merchant,
      JSON.stringify(launch),
      new Date(now.getTime() + PAGE_SESSION_TTL_MS).toISOString(),
    ],
  );
  return id;
}

export async function findPageSession(
  db: Sql,
  id: string,
  now: Date,
): Promise<LaunchData | undefined> {
  if (!/^[A-Za-z0-9_-]{22}$/u.test(id)) return undefined;
  const { rows } = await db.query<{ launch: LaunchData }>(
    'select launch from page_sessions where id = $1 and expires_at > $2',
    [id, now.toISOString()],
  );
  return rows[0]?.launch;
}
