// An agent tree with a day of play, written set-based into a migrated Nova database (issue 15):
// the team overview bench (bench/agent-team-overview.mjs) and the settlement bench load it.
//
// What it writes, in one new brand (its own code, time zone Asia/Kuala_Lumpur by default):
// - A agents in a complete k-ary tree in breadth-first order (agent i's parent is (i - 1) / k),
//   k the smallest branching that fits A agents in `maxDepth` levels (10^4 agents, depth 6:
//   k = 7). Level 1 is type 1, deeper levels type 2. Paths are ancestors + self ('/1/5/9/').
// - M members (type 0), each under an agent drawn by a hash of its number; 1 % of them signed
//   up during the day (new members), the others in the 30 days before.
// - The ledger of the day, through the ledger's own triggers (balanced transfers, one brand and
//   currency, balances moved by the entries' statement trigger, none below zero): every member
//   that plays deposits first (DEPOSIT, house PAYMENTS -> MAIN, its day's stakes plus 10.00 to
//   1,000.00), then B bets over the day (BET, MAIN -> house BETS, 1.00 to 50.00, metadata as a
//   seamless vendor writes it: vendor, category SLOT/LIVE/SPORTS, gameCode, roundId, txId), 45 %
//   of them won 20 s later (WIN, house BETS -> MAIN, up to twice the stake). Every agent gets
//   one DEPOSIT of `agentDeposit` (default 1,000,000.00) so uplines can pay their downlines.
//   House legs spread over the 8 shards the ledger service uses. A member entry's balance_after
//   is its account's running balance in id order; transfer ids follow time. Keys are unique per
//   posting ('bench-deposit:<member>', 'vendor:<vendor>:<round>-b' / '-w').
// Returns { brandId, timezone, day, agentIds (breadth-first: agentIds[0] is the top agent),
// memberCount, betCount, seconds }.
import pg from 'pg';

const HOUSES = ['BETS', 'PAYMENTS', 'BONUS', 'COMMISSION', 'FEES', 'JACKPOT'];
const HOUSE_SHARDS = 8;
const BATCH = 250_000;

/** Smallest branching k with 1 + k + ... + k^(depth-1) >= n. */
function branchingFor(n, depth) {
  for (let k = 1; ; k++) {
    let total = 0;
    for (let level = 0, width = 1; level < depth; level++, width *= k) total += width;
    if (total >= n) return k;
  }
}

/** Yesterday in `timeZone` (a day that has ended: its figures can be made final). */
function yesterdayIn(timeZone) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * @param {pg.Client | string} connection a connected client or a connection string
 * @param {{ agents?: number, members?: number, bets?: number, maxDepth?: number, day?: string,
 *   timezone?: string, brandCode?: string, passwordHash?: string, agentDeposit?: bigint,
 *   log?: (line: string) => void }} options
 */
export async function buildAgentTreeData(connection, options = {}) {
  const {
    agents = 10_000,
    members = 100_000,
    bets = 1_000_000,
    maxDepth = 6,
    timezone = 'Asia/Kuala_Lumpur',
    brandCode = `TEAM${Date.now().toString(36).toUpperCase()}`,
    // Not a usable password: the caller sets one where it logs in.
    passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaA$bench',
    agentDeposit = 100_000_000n,
    log = (line) => console.log(line),
  } = options;
  const day = options.day ?? yesterdayIn(timezone);
  const k = branchingFor(agents, maxDepth);
  const client =
    typeof connection === 'string' ? new pg.Client({ connectionString: connection }) : connection;
  if (typeof connection === 'string') await client.connect();
  const started = performance.now();
  const step = async (label, text, values) => {
    const at = performance.now();
    const result = await client.query(text, values);
    const rows = Array.isArray(result) ? result.at(-1).rowCount : result.rowCount;
    log(`  ${label}: ${rows ?? ''} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query(`
      create or replace function pg_temp.bu(k bigint, seed bigint) returns float8 language sql
        immutable as $$ select (hashint8extended(k, seed) & 2147483647)::float8 / 2147483648.0 $$;
      create or replace function pg_temp.bi(k bigint, seed bigint, n bigint) returns bigint
        language sql immutable as $$ select (hashint8extended(k, seed) & 2147483647) % n $$;`);
    const brand = await client.query(
      `insert into brands (code, name, main_domain, timezone, created_at)
       values ($1, 'Team bench', $2, $3, (($4::date - 90)::timestamp at time zone $3))
       returning id, currency`,
      [brandCode, `${brandCode.toLowerCase()}.example`, timezone, day],
    );
    const brandId = Number(brand.rows[0].id);
    const bases = (
      await client.query(`select
        (select coalesce(max(id), 0) from members)::bigint as member,
        (select coalesce(max(id), 0) from ledger_transfers)::bigint as transfer,
        (select coalesce(max(id), 0) from ledger_entries)::bigint as entry`)
    ).rows[0];
    const memberBase = BigInt(bases.member);
    const dayStart = `(('${day}'::date)::timestamp at time zone '${timezone}')`;

    // The tree: agents breadth-first (ids memberBase + 1 + i), then the members.
    await step(
      'agents (tree)',
      `create temp table bt_agents as
       with recursive t(idx, depth, ids) as (
         select 0::bigint, 1, array[${memberBase + 1n}::bigint]
         union all
         select g, t.depth + 1, t.ids || (${memberBase + 1n} + g)
           from t join generate_series(1::bigint, ${agents - 1}::bigint) g on (g - 1) / ${k} = t.idx
       )
       select idx, depth, ids[array_length(ids, 1)] as id,
              case when depth = 1 then null else ids[array_length(ids, 1) - 1] end as parent_id,
              '/' || array_to_string(ids, '/') || '/' as path
         from t`,
    );
    await step(
      'agents (members rows)',
      `insert into members (id, brand_id, account, nickname, type, password_hash, password_set_by,
                            parent_id, path, created_at, password_changed_at, register_method)
       select id, $1, 'tag' || idx, 'Agent ' || idx, case when depth = 1 then 1 else 2 end, $2,
              'SELF', parent_id, path, ${dayStart} - interval '60 days', now(), 'AGENT'
         from bt_agents order by id`,
      [brandId, passwordHash],
    );
    await client.query('create index on bt_agents (idx)');
    await step(
      'members',
      `insert into members (id, brand_id, account, nickname, type, password_hash, parent_id, path,
                            created_at, register_method)
       select ${memberBase + BigInt(agents)} + j, $1, 'tmb' || j, 'Player ' || j, 0, $2, a.id,
              a.path || (${memberBase + BigInt(agents)} + j) || '/',
              case when j % 100 = 0 then ${dayStart} + interval '1 day' * pg_temp.bu(j, 2)
                   else ${dayStart} - interval '30 days' * pg_temp.bu(j, 3) end,
              'AGENT'
         from generate_series(1::bigint, ${members}::bigint) j
         join bt_agents a on a.idx = pg_temp.bi(j, 1, ${agents})`,
      [brandId, passwordHash],
    );
    await client.query(`select setval('members_id_seq', (select max(id) from members))`);

    await step(
      'ledger accounts',
      `insert into ledger_accounts (brand_id, currency, kind, member_id, vendor, shard, allow_negative)
       select $1::int, $2::text, 'HOUSE_' || h, null::bigint, null::text, s, true
         from unnest($3::text[]) h, generate_series(0, ${HOUSE_SHARDS - 1}) s
       union all
       select $1::int, $2::text, 'MEMBER_MAIN', id, null, 0, false
         from members where brand_id = $1 order by 3, 6, 4`,
      [brandId, brand.rows[0].currency, HOUSES],
    );

    // The day's postings, in time order; each member's running MAIN balance.
    await step(
      'bets (staged)',
      `create temp table bt_bets as
       select b, ${memberBase + BigInt(agents)} + 1 + pg_temp.bi(b, 10, ${members}) as member_id,
              ${dayStart} + interval '10 minutes' + interval '1420 minutes' * pg_temp.bu(b, 11) as at,
              100 * (1 + pg_temp.bi(b, 12, 50)) as stake,
              pg_temp.bu(b, 13) < 0.45 as won,
              (array['PGS','JILI','PP','EVO','SBO'])[1 + pg_temp.bi(b, 14, 5)::int] as vendor
         from generate_series(1::bigint, ${bets}::bigint) b`,
    );
    await step(
      'postings (staged)',
      `create temp table bt_ev as
       with ev as (
         select member_id, ${dayStart} + interval '1 minute' + interval '8 minutes' * pg_temp.bu(member_id, 20) as at,
                0::bigint as seq, 'DEPOSIT' as kind,
                sum(stake) + 1000 * (1 + pg_temp.bi(member_id, 21, 100)) as amount,
                null::bigint as b, null::text as vendor
           from bt_bets group by member_id
         union all
         select id, ${dayStart} + interval '30 seconds', 0, 'DEPOSIT', ${agentDeposit}::bigint, null, null
           from bt_agents
         union all
         select member_id, at, 2 * b, 'BET', stake, b, vendor from bt_bets
         union all
         select member_id, at + interval '20 seconds', 2 * b + 1, 'WIN',
                1 + pg_temp.bi(b, 15, 2 * stake), b, vendor
           from bt_bets where won
       )
       select row_number() over (order by at, seq, member_id) as tid, ev.*,
              sum(case when kind = 'BET' then -amount else amount end)
                over (partition by member_id order by at, seq) as main_after
         from ev`,
    );
    await client.query('create index on bt_ev (tid)');
    await client.query('analyze bt_ev');
    const transfers = Number((await client.query('select count(*) from bt_ev')).rows[0].count);
    await client.query(`create temp table bt_accounts as
      select member_id, id from ledger_accounts where brand_id = ${brandId} and kind = 'MEMBER_MAIN'`);
    await client.query(`create temp table bt_houses as
      select kind, shard, id from ledger_accounts where brand_id = ${brandId} and member_id is null`);
    await client.query('create index on bt_accounts (member_id)');

    const tBase = BigInt(bases.transfer);
    const eBase = BigInt(bases.entry);
    const at0 = performance.now();
    for (let lo = 0; lo < transfers; lo += BATCH) {
      const range = `e.tid > ${lo} and e.tid <= ${lo + BATCH}`;
      await client.query('begin');
      await client.query(
        `insert into ledger_transfers (id, brand_id, idempotency_key, request_hash, kind, metadata, created_at)
         select ${tBase} + e.tid, $1, x.key, encode(sha256(convert_to(x.key, 'UTF8')), 'hex'), e.kind,
                case when e.kind = 'DEPOSIT' then jsonb_build_object('reference', 'BENCH' || e.member_id)
                     else jsonb_build_object('vendor', e.vendor, 'source', 'SEAMLESS', 'roundId', 'r' || e.b,
                       'txId', 'r' || e.b || case e.kind when 'BET' then '-b' else '-w' end,
                       'category', (array['SLOT','SLOT','SLOT','LIVE','SPORTS'])[1 + pg_temp.bi(e.b, 16, 5)::int],
                       'gameCode', e.vendor || '-' || (1 + pg_temp.bi(e.b, 17, 200))) end,
                e.at
           from bt_ev e
           cross join lateral (select case e.kind
             when 'DEPOSIT' then 'bench-deposit:' || e.member_id
             when 'BET' then 'vendor:' || e.vendor || ':r' || e.b || '-b'
             else 'vendor:' || e.vendor || ':r' || e.b || '-w' end as key) x
          where ${range}`,
        [brandId],
      );
      await client.query(
        `insert into ledger_entries (id, transfer_id, account_id, amount, balance_after, created_at)
         select ${eBase} + 2 * e.tid - 1 + l.leg, ${tBase} + e.tid, l.account_id, l.amount, l.after, e.at
           from bt_ev e
           join bt_accounts m on m.member_id = e.member_id
           join bt_houses h on h.kind = case when e.kind = 'DEPOSIT' then 'HOUSE_PAYMENTS' else 'HOUSE_BETS' end
                           and h.shard = e.tid % ${HOUSE_SHARDS}
           cross join lateral (values
             (0, case when e.kind = 'BET' then m.id else h.id end,
                 -e.amount, case when e.kind = 'BET' then e.main_after end),
             (1, case when e.kind = 'BET' then h.id else m.id end,
                 e.amount, case when e.kind = 'BET' then null else e.main_after end)
           ) l(leg, account_id, amount, after)
          where ${range}
          order by 1`,
      );
      await client.query('commit');
    }
    log(
      `  ledger: ${transfers} transfers, ${2 * transfers} entries in ${((performance.now() - at0) / 1000).toFixed(1)} s`,
    );
    await client.query(
      `select setval('ledger_transfers_id_seq', (select max(id) from ledger_transfers)),
              setval('ledger_entries_id_seq', (select max(id) from ledger_entries))`,
    );
    const agentIds = (await client.query('select id from bt_agents order by idx')).rows.map((r) =>
      Number(r.id),
    );
    await client.query('drop table bt_agents, bt_bets, bt_ev, bt_accounts, bt_houses');
    return {
      brandId,
      timezone,
      day,
      agentIds,
      memberCount: members,
      betCount: bets,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (typeof connection === 'string') await client.end();
  }
}
