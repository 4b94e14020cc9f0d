import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * The sandbox's own storage (it is another company: it never touches our database). PGlite in
 * memory by default, or a data directory so development keeps vendor balances across restarts.
 * The schema is created at start; money columns are bigint minor units, read back as text.
 */
export type Sql = Pick<PGlite, 'query'>;
export type SandboxDb = PGlite;

const SCHEMA = `
create table if not exists merchants (
  code text primary key,
  wallet_url text,
  updated_at timestamptz not null default now()
);
alter table merchants alter column wallet_url drop not null;
alter table merchants add column if not exists secret text;
create table if not exists page_sessions (
  id text primary key,
  merchant text not null,
  launch jsonb not null,
  expires_at timestamptz not null
);
create table if not exists transfer_wallets (
  merchant text not null,
  vendor text not null,
  player text not null,
  balance bigint not null default 0 check (balance >= 0),
  primary key (merchant, vendor, player)
);
create table if not exists transfer_log (
  merchant text not null,
  vendor text not null,
  tx_id text not null,
  player text not null,
  direction text not null,
  amount bigint not null,
  status text not null,
  created_at timestamptz not null default now(),
  primary key (merchant, vendor, tx_id)
);
create sequence if not exists bet_feed_seq;
create table if not exists bets (
  bet_id text primary key,
  merchant text not null,
  vendor text not null,
  round_id text not null,
  player text not null,
  game_code text not null,
  category text not null,
  stake bigint not null,
  payout bigint not null default 0,
  status text not null,
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  feed_seq bigint not null default nextval('bet_feed_seq')
);
create index if not exists bets_feed on bets (merchant, vendor, feed_seq);
create table if not exists settlements (
  merchant text not null,
  vendor text not null,
  id text not null,
  op text not null,
  round_id text not null,
  body jsonb not null,
  status text not null,
  attempts int not null default 1,
  drop_answers int not null default 0,
  last_status int,
  next_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant, vendor, id)
);
create table if not exists pay_orders (
  tx_id text primary key,
  merchant_reference text not null unique,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'CREATED',
  notify_url text not null,
  return_url text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists settlements_due on settlements (next_at) where status = 'PENDING';
`;

export async function openDb(dataDir: string | undefined): Promise<SandboxDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  await db.exec(SCHEMA);
  return db;
}
