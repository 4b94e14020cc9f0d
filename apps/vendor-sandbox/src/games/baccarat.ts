import { randomInt } from 'node:crypto';

/**
 * The live table: one punto banco coup from an 8-deck shoe with the standard third-card rules.
 * PLAYER pays 1:1, BANKER 0.95:1, TIE 8:1; a tie returns PLAYER and BANKER stakes.
 */
export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratOutcome {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  payout: bigint;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

function draw(): { label: string; value: number } {
  const rank = randomInt(13);
  return {
    label: `${RANKS[rank]}${SUITS[randomInt(4)]}`,
    value: rank >= 9 ? 0 : rank + 1,
  };
}

export function dealBaccarat(side: BaccaratSide, stake: bigint): BaccaratOutcome {
  const p = [draw(), draw()];
  const b = [draw(), draw()];
  const total = (cards: { value: number }[]) => cards.reduce((s, c) => s + c.value, 0) % 10;
  if (total(p) < 8 && total(b) < 8) {
    let playerThird: number | undefined;
    if (total(p) <= 5) {
      const card = draw();
      p.push(card);
      playerThird = card.value;
    }
    if (bankerDraws(total(b), playerThird)) b.push(draw());
  }
  const pt = total(p);
  const bt = total(b);
  const winner: BaccaratSide = pt > bt ? 'PLAYER' : bt > pt ? 'BANKER' : 'TIE';
  let payout = 0n;
  if (winner === side)
    payout = side === 'TIE' ? stake * 9n : side === 'BANKER' ? (stake * 195n) / 100n : stake * 2n;
  else if (winner === 'TIE') payout = stake;
  return {
    player: p.map((c) => c.label),
    banker: b.map((c) => c.label),
    playerTotal: pt,
    bankerTotal: bt,
    winner,
    payout,
  };
}

/** The banker's third-card rule. */
function bankerDraws(banker: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}
