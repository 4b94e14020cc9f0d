import type { Dashboard } from '@nova/contracts/api/ops-dashboard';
import type { Db } from '../../db/client.ts';
import { countPendingRequests } from '../approvals/approvals.service.ts';
import type { BrandRecord } from '../brand/brand.model.ts';
import { approvedDepositsPerDay, pendingDepositCount } from '../payments/deposits-ops.service.ts';
import { brandPlay } from '../records/bet-records.service.ts';
import { newPlayersPerDay } from '../register/register.service.ts';
import { signedInPlayers } from '../session/session.service.ts';
import { unknownTransferCount } from '../transfers/wallet-transfers.service.ts';
import {
  approvedWithdrawalsPerDay,
  pendingWithdrawalCount,
} from '../withdrawals/withdrawals-ops.service.ts';
import { addDays, calendarAt, daysBetween } from './dashboard-days.ts';

/**
 * The back office's dashboard (issue 13). Each figure is read through the feature that owns it
 * (payments, withdrawals, records, register, session, approvals, transfers), grouped by
 * brand-local day over one range of days (this month and the 30-day series), and summed here,
 * so "today", "this month" and the chart agree by construction. Every read is a time-range
 * read of an index on (brand, time) (migration 0023), never a scan.
 */
export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

type Brand = Pick<BrandRecord, 'id' | 'timezone' | 'currency'>;
type Period = Dashboard['today'];
type PlayDay = Awaited<ReturnType<typeof brandPlay>>['play'][number];

interface Play {
  bets: number;
  turnover: bigint;
  wins: bigint;
}

const within = (day: string, from: string, to: string) => day >= from && day <= to;

function addPlay(into: Play, row: Play): Play {
  return {
    bets: into.bets + row.bets,
    turnover: into.turnover + row.turnover,
    wins: into.wins + row.wins,
  };
}

const NO_PLAY: Play = { bets: 0, turnover: 0n, wins: 0n };

function playOut(play: Play) {
  return {
    bets: play.bets,
    turnover: play.turnover.toString(),
    wins: play.wins.toString(),
    ggr: (play.turnover - play.wins).toString(),
  };
}

/** Sum the play rows by a key; largest turnover first, then by key. */
function playBy<K extends string>(rows: PlayDay[], keyOf: (row: PlayDay) => K) {
  const groups = new Map<K, { row: PlayDay; play: Play }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    groups.set(key, { row: group?.row ?? row, play: addPlay(group?.play ?? NO_PLAY, row) });
  }
  return [...groups.entries()]
    .sort(([a, x], [b, y]) =>
      x.play.turnover === y.play.turnover
        ? a.localeCompare(b)
        : x.play.turnover > y.play.turnover
          ? -1
          : 1,
    )
    .map(([, group]) => group);
}

function sumMoney(rows: { amount: string }[]): string {
  return rows.reduce((sum, row) => sum + BigInt(row.amount), 0n).toString();
}

export async function dashboard(deps: DashboardDeps, brand: Brand): Promise<Dashboard> {
  const now = deps.now();
  const calendar = calendarAt(now, brand.timezone);
  const { today, monthFrom, seriesFrom } = calendar;
  const range = { from: calendar.readFrom, to: today, timezone: brand.timezone };
  const month = { from: monthFrom, to: today, timezone: brand.timezone };
  // Play up to the day before yesterday comes from its daily roll-up: no posting can be written
  // into it any more (a posting's time is its transaction's start, so yesterday stays live).
  const closedThrough = addDays(today, -2);
  const [deposits, withdrawals, { play, bettors }, registered, signedIn, pending] =
    await Promise.all([
      approvedDepositsPerDay(deps.db, brand.id, range),
      approvedWithdrawalsPerDay(deps.db, brand.id, range),
      brandPlay(deps.db, brand.id, {
        play: { ...range, closedThrough },
        bettors: { ...month, closedThrough },
      }),
      newPlayersPerDay(deps.db, brand.id, range),
      signedInPlayers(deps.db, brand.id, month),
      Promise.all([
        pendingDepositCount(deps.db, brand.id),
        pendingWithdrawalCount(deps.db, brand.id),
        countPendingRequests(deps.db, brand.id),
        unknownTransferCount(deps.db, brand.id),
      ]),
    ]);
  // The last day each player was active this month: a sign-in or a bet.
  const lastActive = new Map<number, string>();
  for (const { memberId, lastDay } of [...signedIn, ...bettors]) {
    const known = lastActive.get(memberId);
    if (!known || known < lastDay) lastActive.set(memberId, lastDay);
  }

  function period(from: string, to: string): Period {
    const inPeriod = <T extends { day: string }>(rows: T[]) =>
      rows.filter((row) => within(row.day, from, to));
    const periodDeposits = inPeriod(deposits);
    const periodWithdrawals = inPeriod(withdrawals);
    const periodPlay = inPeriod(play);
    return {
      from,
      to,
      deposits: {
        count: periodDeposits.reduce((n, row) => n + row.count, 0),
        amount: sumMoney(periodDeposits),
      },
      withdrawals: {
        count: periodWithdrawals.reduce((n, row) => n + row.count, 0),
        amount: sumMoney(periodWithdrawals),
      },
      play: playOut(periodPlay.reduce(addPlay, NO_PLAY)),
      byCategory: playBy(periodPlay, (row) => row.category).map(({ row, play: p }) => ({
        category: row.category,
        ...playOut(p),
      })),
      byVendor: playBy(periodPlay, (row) => row.vendor).map(({ row, play: p }) => ({
        vendor: row.vendor,
        vendorName: row.vendorName,
        ...playOut(p),
      })),
      newPlayers: inPeriod(registered).reduce((n, row) => n + row.count, 0),
      activePlayers: [...lastActive.values()].filter((day) => day >= from).length,
    };
  }

  const series = daysBetween(seriesFrom, today).map((date) => {
    const dayPlay = play.filter((row) => row.day === date).reduce(addPlay, NO_PLAY);
    return {
      date,
      deposits: sumMoney(deposits.filter((row) => row.day === date)),
      withdrawals: sumMoney(withdrawals.filter((row) => row.day === date)),
      turnover: dayPlay.turnover.toString(),
      ggr: (dayPlay.turnover - dayPlay.wins).toString(),
      newPlayers: registered.find((row) => row.day === date)?.count ?? 0,
    };
  });

  const [pendingDeposits, pendingWithdrawals, pendingApprovals, unknownTransfers] = pending;
  return {
    timezone: brand.timezone,
    currency: brand.currency,
    generatedAt: now.toISOString(),
    today: period(today, today),
    month: period(monthFrom, today),
    pending: {
      deposits: pendingDeposits,
      withdrawals: pendingWithdrawals,
      approvals: pendingApprovals,
      unknownTransfers,
    },
    series,
  };
}
