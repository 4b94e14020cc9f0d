import { randomInt } from 'node:crypto';

/**
 * A PVP room hand: three cards each for the player and the dealer, the higher total modulo 10
 * wins ("three-card baccarat" points); a win pays 1.95×, equal points return the stake.
 */
export interface HandOutcome {
  hand: string[];
  dealer: string[];
  handPoints: number;
  dealerPoints: number;
  result: 'WIN' | 'LOSE' | 'PUSH';
  payout: bigint;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

function threeCards(): { labels: string[]; points: number } {
  let points = 0;
  const labels: string[] = [];
  for (let i = 0; i < 3; i++) {
    const rank = randomInt(13);
    points += rank >= 9 ? 0 : rank + 1;
    labels.push(`${RANKS[rank]}${SUITS[randomInt(4)]}`);
  }
  return { labels, points: points % 10 };
}

export function playHand(stake: bigint): HandOutcome {
  const hand = threeCards();
  const dealer = threeCards();
  const result =
    hand.points > dealer.points ? 'WIN' : hand.points < dealer.points ? 'LOSE' : 'PUSH';
  const payout = result === 'WIN' ? (stake * 195n) / 100n : result === 'PUSH' ? stake : 0n;
  return {
    hand: hand.labels,
    dealer: dealer.labels,
    handPoints: hand.points,
    dealerPoints: dealer.points,
    result,
    payout,
  };
}
