import type { Sql } from './db.ts';

/**
 * Merchants: where each one's seamless wallet API lives and, once the sandbox operator gave it
 * one (POST /api/admin/merchants), its own API secret. A merchant without its own secret signs
 * with the default merchant secret (SANDBOX_MERCHANT_SECRET, the demo merchant's).
 */
export async function upsertMerchant(db: Sql, code: string, walletUrl: string): Promise<void> {
  await db.query(
    `insert into merchants (code, wallet_url) values ($1, $2)
     on conflict (code) do update set wallet_url = excluded.wallet_url, updated_at = now()`,
    [code, walletUrl],
  );
}

/** The operator's registration or change: a secret and/or a wallet URL (unset ones are kept). */
export async function adminUpsertMerchant(
  db: Sql,
  code: string,
  change: { secret?: string | undefined; walletUrl?: string | undefined },
): Promise<void> {
  await db.query(
    `insert into merchants (code, wallet_url, secret) values ($1, $2, $3)
     on conflict (code) do update set
       wallet_url = coalesce(excluded.wallet_url, merchants.wallet_url),
       secret = coalesce(excluded.secret, merchants.secret),
       updated_at = now()`,
    [code, change.walletUrl ?? null, change.secret ?? null],
  );
}

export async function walletUrlOf(db: Sql, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ wallet_url: string | null }>(
    'select wallet_url from merchants where code = $1',
    [code],
  );
  return rows[0]?.wallet_url ?? undefined;
}

/** The merchant's own API secret, if the operator gave it one. */
export async function secretOf(db: Sql, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ secret: string | null }>(
    'select secret from merchants where code = $1',
    [code],
  );
  return rows[0]?.secret ?? undefined;
}
