import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The agent-contracts feature's SQL (issue 15, decision 042): contracts and their events,
 * statements and their payments, and the members they name (read-only here).
 */
type Exec = Pick<Db, 'execute'>;

async function rows<T>(db: Exec, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: string | Date | null) => (v === null ? null : date(v));
const iso = (d: Date) => d.toISOString();

// ── Members ──────────────────────────────────────────────────────────────────────────────────

export interface MemberRow {
  id: number;
  brandId: number;
  account: string;
  type: number;
  parentId: number | null;
  path: string;
  status: string;
}

interface RawMember {
  id: string | number;
  brand_id: number;
  account: string;
  type: number;
  parent_id: string | number | null;
  path: string;
  status: string;
}

const toMember = (r: RawMember): MemberRow => ({
  id: Number(r.id),
  brandId: r.brand_id,
  account: r.account,
  type: r.type,
  parentId: r.parent_id === null ? null : Number(r.parent_id),
  path: r.path,
  status: r.status,
});

export async function findMember(db: Exec, brandId: number, id: number): Promise<MemberRow | null> {
  const [r] = await rows<RawMember>(
    db,
    sql`select id, brand_id, account, type, parent_id, path, status from members
         where id = ${id} and brand_id = ${brandId}`,
  );
  return r ? toMember(r) : null;
}

export async function findMembers(
  db: Exec,
  ids: readonly number[],
): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map();
  const found = await rows<RawMember>(
    db,
    sql`select id, brand_id, account, type, parent_id, path, status from members
         where id = any(${sql.param([...new Set(ids)])}::bigint[])`,
  );
  return new Map(found.map((r) => [Number(r.id), toMember(r)]));
}

// ── Contracts ────────────────────────────────────────────────────────────────────────────────

export interface ContractRow {
  id: number;
  brandId: number;
  uplineId: number | null;
  downlineId: number;
  kind: string;
  period: string;
  rateType: string;
  tiers: Record<string, unknown>[];
  state: string;
  createdAt: Date;
  signedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

interface RawContract {
  id: string | number;
  brand_id: number;
  upline_id: string | number | null;
  downline_id: string | number;
  kind: string;
  period: string;
  rate_type: string;
  tiers: Record<string, unknown>[] | string;
  state: string;
  created_at: string | Date;
  signed_at: string | Date | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
}

const toContract = (r: RawContract): ContractRow => ({
  id: Number(r.id),
  brandId: r.brand_id,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  downlineId: Number(r.downline_id),
  kind: r.kind,
  period: r.period,
  rateType: r.rate_type,
  tiers: typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers,
  state: r.state,
  createdAt: date(r.created_at),
  signedAt: dateOrNull(r.signed_at),
  startsAt: dateOrNull(r.starts_at),
  endsAt: dateOrNull(r.ends_at),
});

const CONTRACT_COLUMNS = sql.raw(
  'id, brand_id, upline_id, downline_id, kind, period, rate_type, tiers, state, created_at, signed_at, starts_at, ends_at',
);

export async function findContract(
  db: Exec,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ContractRow | null> {
  const [r] = await rows<RawContract>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts where id = ${id}
        ${options.forUpdate ? sql`for update` : sql``}`,
  );
  return r ? toContract(r) : null;
}

/** The downline's contract of a kind in one of these states (the unique indexes allow one). */
export async function findContractIn(
  db: Exec,
  downlineId: number,
  kind: string,
  states: readonly string[],
): Promise<ContractRow | null> {
  const [r] = await rows<RawContract>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts
         where downline_id = ${downlineId} and kind = ${kind}
           and state = any(${sql.param([...states])}::text[])
         order by id desc limit 1`,
  );
  return r ? toContract(r) : null;
}

/** Contracts the member gave its direct downlines, SIGNED, of a kind. */
export async function signedContractsGivenBy(
  db: Exec,
  uplineId: number,
  kind: string,
): Promise<ContractRow[]> {
  const found = await rows<RawContract>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts
         where upline_id = ${uplineId} and kind = ${kind} and state = 'SIGNED'`,
  );
  return found.map(toContract);
}

export async function insertContract(
  tx: Exec,
  row: {
    brandId: number;
    uplineId: number | null;
    downlineId: number;
    kind: string;
    period: string;
    rateType: string;
    tiers: Record<string, unknown>[];
    state: 'REQUESTED' | 'OFFERED';
    at: Date;
  },
): Promise<number> {
  const [r] = await rows<{ id: string | number }>(
    tx,
    sql`insert into agent_contracts
          (brand_id, upline_id, downline_id, kind, period, rate_type, tiers, state, created_at, updated_at)
        values (${row.brandId}, ${row.uplineId}, ${row.downlineId}, ${row.kind}, ${row.period},
          ${row.rateType}, ${JSON.stringify(row.tiers)}::jsonb, ${row.state}, ${iso(row.at)}::timestamptz,
          ${iso(row.at)}::timestamptz)
        returning id`,
  );
  return Number(r?.id);
}

export async function updateContract(
  tx: Exec,
  id: number,
  patch: {
    state?: string;
    period?: string;
    rateType?: string;
    tiers?: Record<string, unknown>[];
    signedAt?: Date;
    startsAt?: Date;
    endsAt?: Date;
    at: Date;
  },
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = ${iso(patch.at)}::timestamptz`];
  if (patch.state) sets.push(sql`state = ${patch.state}`);
  if (patch.period) sets.push(sql`period = ${patch.period}`);
  if (patch.rateType) sets.push(sql`rate_type = ${patch.rateType}`);
  if (patch.tiers) sets.push(sql`tiers = ${JSON.stringify(patch.tiers)}::jsonb`);
  if (patch.signedAt) sets.push(sql`signed_at = ${iso(patch.signedAt)}::timestamptz`);
  if (patch.startsAt) sets.push(sql`starts_at = ${iso(patch.startsAt)}::timestamptz`);
  if (patch.endsAt) sets.push(sql`ends_at = ${iso(patch.endsAt)}::timestamptz`);
  await tx.execute(sql`update agent_contracts set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export async function insertEvent(
  tx: Exec,
  event: { contractId: number; action: string; actor: string; note: string | null; at: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into agent_contract_events (contract_id, action, actor, note, at)
    values (${event.contractId}, ${event.action}, ${event.actor}, ${event.note}, ${iso(event.at)}::timestamptz)`);
}

export interface EventRow {
  contractId: number;
  action: string;
  actor: string;
  note: string | null;
  at: Date;
}

export async function eventsOf(db: Exec, contractIds: readonly number[]): Promise<EventRow[]> {
  if (contractIds.length === 0) return [];
  const found = await rows<{
    contract_id: string | number;
    action: string;
    actor: string;
    note: string | null;
    at: string | Date;
  }>(
    db,
    sql`select contract_id, action, actor, note, at from agent_contract_events
         where contract_id = any(${sql.param([...contractIds])}::bigint[]) order by id`,
  );
  return found.map((r) => ({
    contractId: Number(r.contract_id),
    action: r.action,
    actor: r.actor,
    note: r.note,
    at: date(r.at),
  }));
}

/** Where the contract's settlement has got to (the end of the last period covered), or null. */
export async function settledUntil(db: Exec, contractId: number): Promise<Date | null> {
  const [r] = await rows<{ until: string | Date | null }>(
    db,
    sql`select settled_until as until from agent_contracts where id = ${contractId}`,
  );
  return r?.until ? date(r.until) : null;
}

/** Move each contract's settlement mark forward (never back: a racing run may be ahead). */
export async function advanceSettled(
  db: Exec,
  marks: readonly { contractId: number; until: Date }[],
): Promise<void> {
  if (marks.length === 0) return;
  await db.execute(sql`
    update agent_contracts c
       set settled_until = greatest(coalesce(c.settled_until, c.starts_at), m.until)
      from unnest(${sql.param(marks.map((m) => String(m.contractId)))}::bigint[],
                  ${sql.param(marks.map((m) => iso(m.until)))}::timestamptz[]) as m(id, until)
     where c.id = m.id`);
}

/**
 * The minutes in [start, end) in which the brand's members played (game postings): a sub-day
 * period without any settles to nothing without a figures query.
 */
export async function playMinutes(
  db: Exec,
  brandId: number,
  start: Date,
  end: Date,
): Promise<number[]> {
  const found = await rows<{ minute: string | Date }>(
    db,
    sql`select distinct date_trunc('minute', created_at) as minute from ledger_transfers
         where brand_id = ${brandId} and kind in ('BET', 'BET_REFUND', 'WIN', 'JACKPOT_WIN')
           and created_at >= ${iso(start)}::timestamptz and created_at < ${iso(end)}::timestamptz`,
  );
  return found.map((r) => date(r.minute).getTime()).sort((a, b) => a - b);
}

export interface ContractFilter {
  brandId: number;
  uplineId?: number | null;
  downlineId?: number;
  /** Either side (the back office's agent page). */
  memberId?: number;
  kind?: string;
  state?: string;
  platformOnly?: boolean;
}

function contractWhere(f: ContractFilter): SQL {
  const parts: SQL[] = [sql`brand_id = ${f.brandId}`];
  if (f.uplineId !== undefined)
    parts.push(f.uplineId === null ? sql`upline_id is null` : sql`upline_id = ${f.uplineId}`);
  if (f.downlineId !== undefined) parts.push(sql`downline_id = ${f.downlineId}`);
  if (f.memberId !== undefined)
    parts.push(sql`(upline_id = ${f.memberId} or downline_id = ${f.memberId})`);
  if (f.kind) parts.push(sql`kind = ${f.kind}`);
  if (f.state) parts.push(sql`state = ${f.state}`);
  if (f.platformOnly) parts.push(sql`upline_id is null`);
  return sql.join(parts, sql` and `);
}

export async function listContracts(
  db: Exec,
  filter: ContractFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: ContractRow[] }> {
  const where = contractWhere(filter);
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from agent_contracts where ${where}`,
  );
  const found = await rows<RawContract>(
    db,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts where ${where}
         order by id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { total: count?.n ?? 0, rows: found.map(toContract) };
}

/** Kinds with a contract in force (signed, or ending later) for the member, and open offers. */
export async function contractKindsOf(
  db: Exec,
  memberId: number,
  now: Date,
): Promise<{ kind: string; state: string; role: 'UPLINE' | 'DOWNLINE' }[]> {
  return rows(
    db,
    sql`select distinct kind, state, case when downline_id = ${memberId} then 'DOWNLINE' else 'UPLINE' end as role
          from agent_contracts
         where (downline_id = ${memberId} or upline_id = ${memberId})
           and (state in ('SIGNED', 'OFFERED')
                or (state = 'TERMINATED' and ends_at is not null and ends_at > ${iso(now)}::timestamptz))`,
  );
}

/** Every contract of the brand that may have a period left to settle, with its progress. */
export async function contractsToSettle(
  db: Exec,
  brandId: number,
): Promise<(ContractRow & { settledUntil: Date | null })[]> {
  const found = await rows<RawContract & { settled_until: string | Date | null }>(
    db,
    sql`select ${CONTRACT_COLUMNS}, settled_until from agent_contracts
         where brand_id = ${brandId} and starts_at is not null
           and state in ('SIGNED', 'TERMINATED')
           and (ends_at is null or ends_at > coalesce(settled_until, starts_at))`,
  );
  return found.map((r) => ({ ...toContract(r), settledUntil: dateOrNull(r.settled_until) }));
}

// ── Statements ───────────────────────────────────────────────────────────────────────────────

export interface NewStatement {
  brandId: number;
  contractId: number;
  kind: string;
  agentId: number;
  payerId: number | null;
  periodStart: Date;
  periodEnd: Date;
  bets: bigint;
  validBets: bigint;
  wins: bigint;
  bonuses: bigint;
  rebates: bigint;
  activeMembers: number;
  tier: number | null;
  ratio: number;
  rateType: string;
  formula: string;
  amount: bigint;
  dueAt: Date;
  settledAt: Date;
}

/**
 * Insert the statements, skipping any (contract, period) already settled; returns the ids of
 * the rows THIS call wrote (a racing instance's rows are its own to pay).
 */
export async function insertStatements(
  db: Exec,
  statements: readonly NewStatement[],
): Promise<number[]> {
  if (statements.length === 0) return [];
  const col = <T>(pick: (s: NewStatement) => T) => statements.map(pick);
  const text = (values: unknown[]) =>
    sql`${sql.param(values.map((v) => (v === null ? null : String(v))))}`;
  const inserted = await rows<{ id: string | number }>(
    db,
    sql`insert into agent_statements
          (brand_id, contract_id, kind, agent_id, payer_id, period_start, period_end, bets, valid_bets,
           wins, bonuses, rebates, active_members, tier, ratio, rate_type, formula, amount, paid,
           status, settled_at, due_at, paid_at)
        select brand_id, contract_id, kind, agent_id, payer_id, period_start, period_end, bets,
               valid_bets, wins, bonuses, rebates, active_members, tier, ratio, rate_type, formula,
               amount, 0,
               case when amount = 0 then 'NOTHING' else 'OWED' end, settled_at, due_at,
               case when amount = 0 then settled_at end
          from unnest(
            ${text(col((s) => s.brandId))}::int[], ${text(col((s) => s.contractId))}::bigint[],
            ${text(col((s) => s.kind))}::text[], ${text(col((s) => s.agentId))}::bigint[],
            ${text(col((s) => s.payerId))}::bigint[],
            ${text(col((s) => iso(s.periodStart)))}::timestamptz[],
            ${text(col((s) => iso(s.periodEnd)))}::timestamptz[],
            ${text(col((s) => s.bets))}::bigint[], ${text(col((s) => s.validBets))}::bigint[],
            ${text(col((s) => s.wins))}::bigint[], ${text(col((s) => s.bonuses))}::bigint[],
            ${text(col((s) => s.rebates))}::bigint[], ${text(col((s) => s.activeMembers))}::int[],
            ${text(col((s) => s.tier))}::smallint[], ${text(col((s) => s.ratio))}::int[],
            ${text(col((s) => s.rateType))}::text[], ${text(col((s) => s.formula))}::text[],
            ${text(col((s) => s.amount))}::bigint[],
            ${text(col((s) => iso(s.settledAt)))}::timestamptz[],
            ${text(col((s) => iso(s.dueAt)))}::timestamptz[]
          ) as u(brand_id, contract_id, kind, agent_id, payer_id, period_start, period_end, bets,
                 valid_bets, wins, bonuses, rebates, active_members, tier, ratio, rate_type, formula,
                 amount, settled_at, due_at)
         -- As the contract stands now: a contract replaced or ended since this run read it
         -- settles nothing past its new end (its successor settles from there).
         where exists (select 1 from agent_contracts c
                        where c.id = u.contract_id and u.period_start >= c.starts_at
                          and u.period_end <= coalesce(c.ends_at, 'infinity'::timestamptz))
        on conflict (contract_id, period_start) do nothing
        returning id`,
  );
  return inserted.map((r) => Number(r.id));
}

export interface StatementRow extends Omit<NewStatement, 'dueAt' | 'settledAt'> {
  id: number;
  paid: bigint;
  status: string;
  settledAt: Date;
  dueAt: Date;
  paidAt: Date | null;
}

interface RawStatement {
  id: string | number;
  brand_id: number;
  contract_id: string | number;
  kind: string;
  agent_id: string | number;
  payer_id: string | number | null;
  period_start: string | Date;
  period_end: string | Date;
  bets: string;
  valid_bets: string;
  wins: string;
  bonuses: string;
  rebates: string;
  active_members: number;
  tier: number | null;
  ratio: number;
  rate_type: string;
  formula: string;
  amount: string;
  paid: string;
  status: string;
  settled_at: string | Date;
  due_at: string | Date;
  paid_at: string | Date | null;
}

const toStatement = (r: RawStatement): StatementRow => ({
  id: Number(r.id),
  brandId: r.brand_id,
  contractId: Number(r.contract_id),
  kind: r.kind,
  agentId: Number(r.agent_id),
  payerId: r.payer_id === null ? null : Number(r.payer_id),
  periodStart: date(r.period_start),
  periodEnd: date(r.period_end),
  bets: BigInt(r.bets),
  validBets: BigInt(r.valid_bets),
  wins: BigInt(r.wins),
  bonuses: BigInt(r.bonuses),
  rebates: BigInt(r.rebates),
  activeMembers: r.active_members,
  tier: r.tier,
  ratio: r.ratio,
  rateType: r.rate_type,
  formula: r.formula,
  amount: BigInt(r.amount),
  paid: BigInt(r.paid),
  status: r.status,
  settledAt: date(r.settled_at),
  dueAt: date(r.due_at),
  paidAt: dateOrNull(r.paid_at),
});

const STATEMENT_COLUMNS_PREFIXED = `s.id, s.brand_id, s.contract_id, s.kind, s.agent_id, s.payer_id,
  s.period_start, s.period_end, s.bets::text as bets, s.valid_bets::text as valid_bets,
  s.wins::text as wins, s.bonuses::text as bonuses, s.rebates::text as rebates, s.active_members,
  s.tier, s.ratio, s.rate_type, s.formula, s.amount::text as amount, s.paid::text as paid, s.status,
  s.settled_at, s.due_at, s.paid_at`;

/**
 * Unpaid statements to work on, payers nearest the top first (the platform, then depth 1, ...),
 * so an upline is paid before it must pay on; then oldest first.
 */
export async function unpaidStatements(
  db: Exec,
  brandId: number,
  status: 'OWED' | 'OVERDUE',
  limit: number,
): Promise<StatementRow[]> {
  const found = await rows<RawStatement>(
    db,
    sql`select ${sql.raw(STATEMENT_COLUMNS_PREFIXED)}
          from agent_statements s
          left join members p on p.id = s.payer_id
         where s.brand_id = ${brandId} and s.status = ${status}
           -- A payer with nothing in its main wallet cannot pay now: its statements wait and do
           -- not hold up those of payers who can (the batch is limited).
           and (s.payer_id is null
                or (select a.balance from ledger_accounts a
                     where a.member_id = s.payer_id and a.kind = 'MEMBER_MAIN') > 0)
         order by coalesce(length(p.path) - length(replace(p.path, '/', '')), 0), s.id
         limit ${limit}`,
  );
  return found.map(toStatement);
}

export async function findStatements(db: Exec, ids: readonly number[]): Promise<StatementRow[]> {
  if (ids.length === 0) return [];
  const found = await rows<RawStatement>(
    db,
    sql`select ${sql.raw(STATEMENT_COLUMNS_PREFIXED)} from agent_statements s
         where s.id = any(${sql.param([...ids])}::bigint[]) order by s.id`,
  );
  return found.map(toStatement);
}

/** OWED past its due time becomes OVERDUE (deemed refused: the payer is frozen). */
export async function markOverdue(db: Exec, brandId: number, now: Date): Promise<number> {
  const found = await rows<{ id: string }>(
    db,
    sql`update agent_statements set status = 'OVERDUE'
         where brand_id = ${brandId} and status = 'OWED' and payer_id is not null
           and due_at <= ${iso(now)}::timestamptz
        returning id`,
  );
  return found.length;
}

/**
 * Take the statement for one payment attempt, by token, on the database's clock (instances'
 * clocks may differ); false when another run holds it or it is done.
 */
export async function claimStatement(
  db: Exec,
  id: number,
  token: string,
  leaseMs: number,
): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`update agent_statements
           set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), lease_token = ${token}
         where id = ${id} and status in ('OWED', 'OVERDUE')
           and (lease_until is null or lease_until <= now())
        returning id`,
  );
  return found.length > 0;
}

/** Give the statement back, if this token still holds it. */
export async function releaseStatement(db: Exec, id: number, token: string): Promise<void> {
  await db.execute(sql`
    update agent_statements set lease_until = null, lease_token = null
     where id = ${id} and lease_token = ${token}`);
}

export interface PaymentRow {
  seq: number;
  amount: bigint;
  transferId: number | null;
}

export async function paymentsOf(db: Exec, statementId: number): Promise<PaymentRow[]> {
  const found = await rows<{ seq: number; amount: string; transfer_id: string | number | null }>(
    db,
    sql`select seq, amount::text as amount, transfer_id from agent_statement_payments
         where statement_id = ${statementId} order by seq`,
  );
  return found.map((r) => ({
    seq: r.seq,
    amount: BigInt(r.amount),
    transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  }));
}

export async function insertPayment(
  db: Exec,
  p: { statementId: number; seq: number; amount: bigint; forced: boolean; at: Date },
): Promise<void> {
  await db.execute(sql`
    insert into agent_statement_payments (statement_id, seq, amount, forced, created_at)
    values (${p.statementId}, ${p.seq}, ${p.amount.toString()}::bigint, ${p.forced},
      ${iso(p.at)}::timestamptz)`);
}

export async function deletePayment(db: Exec, statementId: number, seq: number): Promise<void> {
  await db.execute(sql`
    delete from agent_statement_payments
     where statement_id = ${statementId} and seq = ${seq} and transfer_id is null`);
}

/**
 * Record a posted payment and add it to the statement, once: only the update that sets the
 * transfer adds, and it adds what the ledger moved to the payee (the posting is the truth
 * should a row and its posting ever disagree). One statement, so both happen or neither.
 */
export async function recordPayment(
  db: Exec,
  p: { statementId: number; seq: number; transferId: number; at: Date },
): Promise<void> {
  await recordPayments(db, [p], p.at);
}

/** A statement with nothing left to pay is PAID (after payments recorded by an earlier run). */
export async function closeIfPaid(db: Exec, id: number, now: Date): Promise<void> {
  await db.execute(sql`
    update agent_statements set status = 'PAID', paid_at = coalesce(paid_at, ${iso(now)}::timestamptz)
     where id = ${id} and paid = amount and status in ('OWED', 'OVERDUE')`);
}

export async function isFrozen(db: Exec, memberId: number): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from agent_statements where payer_id = ${memberId} and status = 'OVERDUE' limit 1`,
  );
  return found.length > 0;
}

/** What each member owes (OWED + OVERDUE remaining) and whether it is frozen. */
export async function owedBy(
  db: Exec,
  memberIds: readonly number[],
): Promise<Map<number, { owes: bigint; frozen: boolean }>> {
  if (memberIds.length === 0) return new Map();
  const found = await rows<{ payer_id: string | number; owes: string; frozen: boolean }>(
    db,
    sql`select payer_id, sum(amount - paid)::text as owes, bool_or(status = 'OVERDUE') as frozen
          from agent_statements
         where payer_id = any(${sql.param([...memberIds])}::bigint[]) and status in ('OWED', 'OVERDUE')
         group by payer_id`,
  );
  return new Map(
    found.map((r) => [Number(r.payer_id), { owes: BigInt(r.owes), frozen: r.frozen }]),
  );
}

export interface StatementFilter {
  brandId: number;
  agentId?: number;
  payerId?: number;
  /** Either side. */
  memberId?: number;
  kind?: string;
  status?: string;
  from?: Date;
  to?: Date;
}

function statementWhere(f: StatementFilter): SQL {
  const parts: SQL[] = [sql`s.brand_id = ${f.brandId}`];
  if (f.agentId !== undefined) parts.push(sql`s.agent_id = ${f.agentId}`);
  if (f.payerId !== undefined) parts.push(sql`s.payer_id = ${f.payerId}`);
  if (f.memberId !== undefined)
    parts.push(sql`(s.agent_id = ${f.memberId} or s.payer_id = ${f.memberId})`);
  if (f.kind) parts.push(sql`s.kind = ${f.kind}`);
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.from) parts.push(sql`s.period_start >= ${iso(f.from)}::timestamptz`);
  if (f.to) parts.push(sql`s.period_start < ${iso(f.to)}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function listStatements(
  db: Exec,
  filter: StatementFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; amount: bigint; paid: bigint; rows: StatementRow[] }> {
  const where = statementWhere(filter);
  const [t] = await rows<{ n: number; amount: string; paid: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as amount,
               coalesce(sum(paid), 0)::text as paid
          from agent_statements s where ${where}`,
  );
  const found = await rows<RawStatement>(
    db,
    sql`select ${sql.raw(STATEMENT_COLUMNS_PREFIXED)} from agent_statements s where ${where}
         order by s.period_start desc, s.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return {
    total: t?.n ?? 0,
    amount: BigInt(t?.amount ?? '0'),
    paid: BigInt(t?.paid ?? '0'),
    rows: found.map(toStatement),
  };
}

/**
 * The member's contract money per brand-local day, from the ledger postings the payments made
 * (so what is shown is what moved): received = credits to it, paid = debits from it.
 */
export async function incomeByDay(
  db: Exec,
  memberId: number,
  range: { from: string; to: string; timezone: string },
): Promise<{ day: string; received: string; paid: string }[]> {
  // From the contract postings of the range (ledger_transfers_kind_time), then the member's
  // entry of each: not every line of the member's account.
  return rows(
    db,
    sql`select to_char((e.created_at at time zone ${range.timezone})::date, 'YYYY-MM-DD') as day,
               coalesce(sum(e.amount) filter (where e.amount > 0), 0)::text as received,
               coalesce(-sum(e.amount) filter (where e.amount < 0), 0)::text as paid
          from ledger_transfers t
          join ledger_entries e on e.transfer_id = t.id
         where t.brand_id = (select brand_id from members where id = ${memberId})
           and t.kind in ('AGENT_DIVIDEND', 'AGENT_SALARY')
           and t.created_at >= ((${range.from}::date)::timestamp at time zone ${range.timezone})
           and t.created_at < (((${range.to}::date + 1)::timestamp) at time zone ${range.timezone})
           and e.account_id = (select id from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN')
         group by 1 order by 1`,
  );
}

// ── The back office's agent list ─────────────────────────────────────────────────────────────

export interface AgentRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  upline: string | null;
  path: string;
  depth: number;
  teamSize: number;
  directCount: number;
  contracts: string[];
  status: 'ACTIVE' | 'DISABLED';
}

const AGENT_TYPES = sql.raw('(1, 2, 41, 42)');

/**
 * Agents of the brand: the top level (no filter), the direct downline agents of `parentId`, a
 * keyword search at any depth, or only frozen ones; each with its team size, direct count and
 * the kinds of contract it holds signed.
 */
export async function listAgents(
  db: Exec,
  filter: { brandId: number; parentId?: number; keyword?: string; frozen?: boolean; id?: number },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: AgentRow[] }> {
  const parts: SQL[] = [sql`m.brand_id = ${filter.brandId}`, sql`m.type in ${AGENT_TYPES}`];
  if (filter.id !== undefined) parts.push(sql`m.id = ${filter.id}`);
  else if (filter.keyword) {
    // The keyword is text, not a pattern: its own % and _ match themselves.
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(m.account ilike ${like} or m.nickname ilike ${like})`);
  } else if (filter.parentId !== undefined) parts.push(sql`m.parent_id = ${filter.parentId}`);
  else if (!filter.frozen) parts.push(sql`m.parent_id is null`);
  if (filter.frozen !== undefined)
    parts.push(
      sql`${filter.frozen ? sql`` : sql`not`} exists (select 1 from agent_statements s
            where s.payer_id = m.id and s.status = 'OVERDUE')`,
    );
  const where = sql.join(parts, sql` and `);
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from members m where ${where}`,
  );
  const found = await rows<{
    id: string | number;
    account: string;
    nickname: string;
    type: number;
    upline: string | null;
    path: string;
    status: 'ACTIVE' | 'DISABLED';
    team_size: number;
    direct_count: number;
    contracts: string[] | null;
  }>(
    db,
    sql`select m.id, m.account, m.nickname, m.type, p.account as upline, m.path, m.status,
               (select count(*)::int from members d
                 where d.path ~>=~ m.path and d.path ~<~ (m.path || '~') and d.id <> m.id) as team_size,
               (select count(*)::int from members d where d.parent_id = m.id) as direct_count,
               (select array_agg(distinct c.kind order by c.kind) from agent_contracts c
                 where c.downline_id = m.id and c.state = 'SIGNED') as contracts
          from members m
          left join members p on p.id = m.parent_id
         where ${where}
         order by m.id
         limit ${page.limit} offset ${page.offset}`,
  );
  return {
    total: count?.n ?? 0,
    rows: found.map((r) => ({
      id: Number(r.id),
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      upline: r.upline,
      path: r.path,
      depth: r.path.split('/').filter(Boolean).length,
      teamSize: r.team_size,
      directCount: r.direct_count,
      contracts: r.contracts ?? [],
      status: r.status,
    })),
  };
}

/** Is any contract's settlement behind `before` (the settlement job's pending check)? */
export async function settlementPending(db: Exec, before: Date): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from agent_contracts
         where state in ('SIGNED', 'TERMINATED') and starts_at is not null
           and coalesce(settled_until, starts_at) < ${iso(before)}::timestamptz
           and (ends_at is null or ends_at > coalesce(settled_until, starts_at))
         limit 1`,
  );
  return found.length > 0;
}

/** Is any statement unpaid (the payouts job's pending check; index agent_statements_open)? */
export async function payoutsPending(db: Exec): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from agent_statements where status in ('OWED', 'OVERDUE') limit 1`,
  );
  return found.length > 0;
}

// ── Paying many fresh statements at once (the settlement's first payments) ───────────────────

/** Take these statements for one payment round by token; answers the ids this call holds. */
export async function claimStatements(
  db: Exec,
  ids: readonly number[],
  token: string,
  leaseMs: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: string | number }>(
    db,
    sql`update agent_statements
           set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), lease_token = ${token}
         where id = any(${sql.param(ids.map(String))}::bigint[]) and status in ('OWED', 'OVERDUE')
           and (lease_until is null or lease_until <= now())
        returning id`,
  );
  return found.map((r) => Number(r.id));
}

export async function releaseStatements(
  db: Exec,
  ids: readonly number[],
  token: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update agent_statements set lease_until = null, lease_token = null
     where id = any(${sql.param(ids.map(String))}::bigint[]) and lease_token = ${token}`);
}

/**
 * The first payment row of each statement that has none yet (its whole amount); answers the
 * statements it wrote one for.
 */
export async function insertFirstPayments(
  db: Exec,
  payments: readonly { statementId: number; amount: bigint }[],
  at: Date,
): Promise<number[]> {
  if (payments.length === 0) return [];
  const found = await rows<{ statement_id: string | number }>(
    db,
    sql`insert into agent_statement_payments (statement_id, seq, amount, forced, created_at)
        select v.statement_id, 1, v.amount, false, ${iso(at)}::timestamptz
          from unnest(${sql.param(payments.map((p) => String(p.statementId)))}::bigint[],
                      ${sql.param(payments.map((p) => p.amount.toString()))}::bigint[])
               as v(statement_id, amount)
         where not exists (select 1 from agent_statement_payments p where p.statement_id = v.statement_id)
        on conflict do nothing
        returning statement_id`,
  );
  return found.map((r) => Number(r.statement_id));
}

/** recordPayment for many (one payment per statement), in one statement. */
export async function recordPayments(
  db: Exec,
  posted: readonly { statementId: number; seq: number; transferId: number }[],
  at: Date,
): Promise<void> {
  if (posted.length === 0) return;
  await db.execute(sql`
    with v as (
      select * from unnest(${sql.param(posted.map((p) => String(p.statementId)))}::bigint[],
                           ${sql.param(posted.map((p) => String(p.seq)))}::int[],
                           ${sql.param(posted.map((p) => String(p.transferId)))}::bigint[])
             as v(statement_id, seq, transfer_id)
    ),
    moved as (
      select v.*, (select max(e.amount) from ledger_entries e
                    where e.transfer_id = v.transfer_id and e.amount > 0) as amount
        from v
    ),
    marked as (
      update agent_statement_payments p set transfer_id = v.transfer_id, amount = v.amount
        from moved v
       where p.statement_id = v.statement_id and p.seq = v.seq and p.transfer_id is null
      returning p.statement_id, p.amount
    )
    update agent_statements s
       set paid = s.paid + m.amount,
           status = case when s.paid + m.amount = s.amount then 'PAID' else s.status end,
           paid_at = case when s.paid + m.amount = s.amount then ${iso(at)}::timestamptz else s.paid_at end
      from marked m
     where s.id = m.statement_id`);
}

/** Remove payment rows whose posting was refused (nothing was written for them). */
export async function deletePayments(
  db: Exec,
  refused: readonly { statementId: number; seq: number }[],
): Promise<void> {
  if (refused.length === 0) return;
  await db.execute(sql`
    delete from agent_statement_payments p
     using unnest(${sql.param(refused.map((r) => String(r.statementId)))}::bigint[],
                  ${sql.param(refused.map((r) => String(r.seq)))}::int[]) as v(statement_id, seq)
     where p.statement_id = v.statement_id and p.seq = v.seq and p.transfer_id is null`);
}

/**
 * Hold the brand's settlement (one run at a time: the scheduler's, an operator's, a hand run),
 * on the database's clock; false when another run holds it.
 */
export async function acquireSettlement(
  db: Exec,
  brandId: number,
  token: string,
  leaseMs: number,
): Promise<boolean> {
  const found = await rows<{ token: string }>(
    db,
    sql`insert into agent_settlement_runs (brand_id, token, until)
        values (${brandId}, ${token}, now() + make_interval(secs => ${leaseMs / 1000}))
        on conflict (brand_id) do update set token = excluded.token, until = excluded.until
          where agent_settlement_runs.until <= now()
        returning token`,
  );
  return found[0]?.token === token;
}

/** Keep holding it (a long run renews between steps); false when the hold was lost. */
export async function renewSettlement(
  db: Exec,
  brandId: number,
  token: string,
  leaseMs: number,
): Promise<boolean> {
  const found = await rows<{ token: string }>(
    db,
    sql`update agent_settlement_runs set until = now() + make_interval(secs => ${leaseMs / 1000})
         where brand_id = ${brandId} and token = ${token} returning token`,
  );
  return found.length > 0;
}

export async function releaseSettlement(db: Exec, brandId: number, token: string): Promise<void> {
  await db.execute(sql`
    update agent_settlement_runs set until = now() where brand_id = ${brandId} and token = ${token}`);
}

/**
 * What each contract's statements already settled in [from, before) (the earlier parts of an
 * early-closed period), for many contracts in one query.
 */
export async function settledBetween(
  db: Exec,
  spans: readonly { contractId: number; from: Date; before: Date }[],
): Promise<Map<number, bigint>> {
  if (spans.length === 0) return new Map();
  const found = await rows<{ contract_id: string | number; amount: string }>(
    db,
    sql`select s.contract_id, sum(s.amount)::text as amount
          from unnest(${sql.param(spans.map((x) => String(x.contractId)))}::bigint[],
                      ${sql.param(spans.map((x) => iso(x.from)))}::timestamptz[],
                      ${sql.param(spans.map((x) => iso(x.before)))}::timestamptz[])
               as v(contract_id, from_at, before_at)
          join agent_statements s on s.contract_id = v.contract_id
         where s.period_start >= v.from_at and s.period_start < v.before_at
         group by s.contract_id`,
  );
  return new Map(found.map((r) => [Number(r.contract_id), BigInt(r.amount)]));
}

/**
 * The member's contracts of a kind that still settle at or after `from`: the signed one and any
 * terminated one whose end is later (locked: a signature orders against them).
 */
export async function contractsInForce(
  tx: Exec,
  downlineId: number,
  kind: string,
  from: Date,
): Promise<ContractRow[]> {
  const found = await rows<RawContract>(
    tx,
    sql`select ${CONTRACT_COLUMNS} from agent_contracts
         where downline_id = ${downlineId} and kind = ${kind} and starts_at is not null
           and (state = 'SIGNED'
                or (state = 'TERMINATED' and ends_at is not null and ends_at > ${iso(from)}::timestamptz))
         order by id for update`,
  );
  return found.map(toContract);
}
