import type { TeamDay } from '@nova/contracts/api/agent-team';
import { minorToDecimal, toMinor } from '@nova/contracts/money';

/** One day of the overview chart: heights to draw, and the day's exact figures for the tooltip. */
export interface DayPoint {
  date: string;
  /** MM-dd under the bar. */
  label: string;
  bets: number;
  wins: number;
  net: number;
  day: TeamDay;
}

/**
 * An amount as a chart height in major units. A chart draws floats, so this is the one place a
 * figure becomes a number: only for the drawing's scale, never shown (the tooltip and every
 * figure on the page format the exact minor units; STYLE.md "Money").
 */
export function chartHeight(minor: string, scale: number): number {
  return Number(minorToDecimal(toMinor(minor), scale));
}

/** The overview's days, oldest first, as the chart's points (bets, wins, net win/loss). */
export function dayPoints(days: readonly TeamDay[], scale: number): DayPoint[] {
  return days.map((day) => ({
    date: day.date,
    label: day.date.slice(5),
    bets: chartHeight(day.bets, scale),
    wins: chartHeight(day.wins, scale),
    net: chartHeight(day.netWinLoss, scale),
    day,
  }));
}
