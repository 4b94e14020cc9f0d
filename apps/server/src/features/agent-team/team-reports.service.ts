import type {
  MemberFigures,
  PAL_GROUPINGS,
  TEAM_TRANSACTION_TYPES,
} from '@nova/contracts/api/agent-team';
import { isAgentType } from '@nova/contracts/constants';
import { type FiguresRow, figuresOf, figuresOut, teamRangeDays } from './agent-team.model.ts';
import { ensureDays, type TeamDeps } from './agent-team.service.ts';
import type { TreeNode } from './team-pages.repository.ts';
import { type Brand, type PageQuery, pageOf, paging } from './team-pages.service.ts';
import {
  memberFiguresPage,
  palRows,
  revenuePage,
  TRANSACTION_KINDS,
  teamBonusesAndRebates,
  transactionPage,
} from './team-reports.repository.ts';

/**
 * The team reports (issue 15; spec §2 team betting, user loss, agentDownlineTransactionDetailsCopy,
 * palStatementsAgentCopy, agentRevenueReport): ranges of brand-local days, checked, their days
 * computed first, totals from SQL over the whole filtered set.
 */

export interface RangeQuery extends PageQuery {
  from: string;
  to: string;
  account?: string;
}

type Prefixed = { [K in keyof FiguresRow as `t_${K}`]: FiguresRow[K] };

function totalsOf(row: Prefixed | undefined) {
  return figuresOut(
    figuresOf({
      deposits: row?.t_deposits ?? '0',
      withdrawals: row?.t_withdrawals ?? '0',
      bet_count: row?.t_bet_count ?? 0,
      bets: row?.t_bets ?? '0',
      valid_bets: row?.t_valid_bets ?? '0',
      wins: row?.t_wins ?? '0',
      bonuses: row?.t_bonuses ?? '0',
      rebates: row?.t_rebates ?? '0',
    }),
  );
}

const accountFilter = (account: string | undefined) => account?.trim() || undefined;

async function memberFigures(
  deps: TeamDeps,
  agent: TreeNode,
  brand: Brand,
  query: RangeQuery,
  order: 'BETS' | 'LOSS',
) {
  const days = teamRangeDays(query);
  await ensureDays(deps, brand.id, brand.timezone, days);
  const found = await memberFiguresPage(deps.db, {
    agent,
    from: query.from,
    to: query.to,
    account: accountFilter(query.account),
    order,
    page: pageOf(query),
  });
  const content: MemberFigures[] = found.flatMap((row) =>
    row.member_id === null
      ? []
      : [
          {
            memberId: Number(row.member_id),
            account: row.account,
            level: Number(row.level),
            ...figuresOut(figuresOf(row)),
          },
        ],
  );
  return { content, ...paging(query, found[0]?.total ?? 0), totals: totalsOf(found[0]) };
}

/** Team betting: each team member's play in the range, most staked first. */
export function teamBetting(deps: TeamDeps, agent: TreeNode, brand: Brand, query: RangeQuery) {
  return memberFigures(deps, agent, brand, query, 'BETS');
}

/** User loss: team members by net result (wins + bonuses + rebates - bets), biggest loss first. */
export function userLoss(deps: TeamDeps, agent: TreeNode, brand: Brand, query: RangeQuery) {
  return memberFigures(deps, agent, brand, query, 'LOSS');
}

type TransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];

const TYPE_OF_KIND = new Map<string, TransactionType>(
  Object.entries(TRANSACTION_KINDS).flatMap(([type, kinds]) =>
    kinds.map((kind) => [kind, type as TransactionType] as const),
  ),
);

/** The team's money lines: read straight from the ledger (no rollup to wait for). */
export async function teamTransactions(
  deps: TeamDeps,
  agent: TreeNode,
  brand: Brand,
  query: RangeQuery & { type?: TransactionType },
) {
  teamRangeDays(query);
  const kinds = query.type ? TRANSACTION_KINDS[query.type] : [...TYPE_OF_KIND.keys()];
  const found = await transactionPage(deps.db, {
    agent,
    range: { from: query.from, to: query.to, timezone: brand.timezone },
    kinds,
    account: accountFilter(query.account),
    page: pageOf(query),
  });
  const content = found.flatMap((row) =>
    row.id === null || row.time === null || row.kind === null || row.amount === null
      ? []
      : [
          {
            id: Number(row.id),
            time: row.time,
            account: row.account ?? '',
            type: TYPE_OF_KIND.get(row.kind) ?? 'DEPOSIT',
            amount: row.amount,
            balanceAfter: row.balance_after ?? '0',
          },
        ],
  );
  const head = found[0];
  return {
    content,
    ...paging(query, head?.total ?? 0),
    totals: { credit: head?.credit ?? '0', debit: head?.debit ?? '0' },
  };
}

export async function teamPal(
  deps: TeamDeps,
  agent: TreeNode,
  brand: Brand,
  query: { from: string; to: string; groupBy: (typeof PAL_GROUPINGS)[number] },
) {
  const days = teamRangeDays(query);
  await ensureDays(deps, brand.id, brand.timezone, days);
  const range = { from: query.from, to: query.to, timezone: brand.timezone };
  const [found, extra] = await Promise.all([
    palRows(deps.db, { agent, range, groupBy: query.groupBy }),
    teamBonusesAndRebates(deps.db, agent, query.from, query.to),
  ]);
  let bets = 0n;
  let wins = 0n;
  const rows = found.map((row) => {
    const b = BigInt(row.bets);
    const w = BigInt(row.wins);
    bets += b;
    wins += w;
    return {
      period: row.period,
      category: row.category,
      bets: b.toString(),
      validBets: b.toString(),
      wins: w.toString(),
      grossRevenue: (b - w).toString(),
    };
  });
  const bonuses = BigInt(extra.bonuses);
  const rebates = BigInt(extra.rebates);
  return {
    rows,
    totals: {
      bets: bets.toString(),
      validBets: bets.toString(),
      wins: wins.toString(),
      grossRevenue: (bets - wins).toString(),
      bonuses: bonuses.toString(),
      rebates: rebates.toString(),
      netRevenue: (bets - wins - bonuses - rebates).toString(),
    },
  };
}

export async function revenueReport(
  deps: TeamDeps,
  agent: TreeNode,
  brand: Brand,
  query: PageQuery & { from: string; to: string },
) {
  const days = teamRangeDays(query);
  await ensureDays(deps, brand.id, brand.timezone, days);
  const found = await revenuePage(deps.db, {
    agent,
    from: query.from,
    to: query.to,
    page: pageOf(query),
  });
  const content = found.flatMap((row) =>
    row.member_id === null
      ? []
      : [
          {
            memberId: Number(row.member_id),
            account: row.account,
            self: Boolean(row.self),
            isAgent: isAgentType(Number(row.type)),
            teamSize: Number(row.team_size),
            ...figuresOut(figuresOf(row)),
          },
        ],
  );
  return { content, ...paging(query, found[0]?.total ?? 0), totals: totalsOf(found[0]) };
}
