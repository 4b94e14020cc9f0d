import type { Sql } from './db.ts';

/** Where each merchant's seamless wallet API lives (POST /api/merchants). */
export async function upsertMerchant(db: Sql, code: string, walletUrl: string): Promise<void> {
  await db.query(
    `insert into merchants (code, wallet_url) values ($1, $2)
     on conflict (code) do update set wallet_url = excluded.wallet_url, updated_at = now()`,
    [code, walletUrl],
  );
}

export async function walletUrlOf(db: Sql, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ wallet_url: string }>(
    'select wallet_url from merchants where code = $1',
    [code],
  );
  return rows[0]?.wallet_url;
}
