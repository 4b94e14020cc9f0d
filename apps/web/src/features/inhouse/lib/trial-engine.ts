import type { Fairness, InhousePlayResult, InhouseRound } from '@nova/contracts/api/inhouse';
import { INHOUSE_GAME_CODES, INHOUSE_STAKE, type InhouseGame } from '@nova/contracts/constants';
import { playDice } from '@nova/games-math/dice';
import { fairSource, serverSeedHash } from '@nova/games-math/fair';
import { minePositions, minesOutcome } from '@nova/games-math/mines';
import { settledPayout } from '@nova/games-math/payout';
import { playPlinko } from '@nova/games-math/plinko';
import { playSlot } from '@nova/games-math/slot';
import type { InhouseOutcome, MinesOutcome } from '@nova/games-math/types';
import { ApiError } from '../../../lib/api-client';
import type { PlayInput } from './session';

/** A 64-hex-char server seed from the browser's CSPRNG (trial rounds only). */
export function randomSeedHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** payout / stake with 2 decimals, as the server reports it. */
export function roundMultiplier(stake: bigint, payout: bigint): string {
  if (stake <= 0n) return '0.00';
  const hundredths = (payout * 100n) / stake;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

interface OpenMines {
  round: InhouseRound;
  mines: number[];
}

/**
 * Trial mode (issue 5): play money kept in the page, every outcome from games-math with a seed
 * pair made in the browser, exactly as the server would compute it — and no server call, so a
 * trial round never touches the ledger (SECURITY.md 16).
 */
export class TrialEngine {
  balance: bigint;
  private serverSeed = randomSeedHex();
  /** Committed before the player picks the next client seed, as the server does. */
  private nextServerSeed = randomSeedHex();
  private clientSeed = randomSeedHex().slice(0, 16);
  private nonce = 0;
  private previous: Fairness['previous'] = null;
  private sequence = 0;
  private open: OpenMines | null = null;
  rounds: InhouseRound[] = [];

  constructor(balance: bigint) {
    this.balance = balance;
  }

  fairness(): Fairness {
    return {
      nextServerSeedHash: serverSeedHash(this.nextServerSeed),
      current: {
        serverSeedHash: serverSeedHash(this.serverSeed),
        clientSeed: this.clientSeed,
        nonce: this.nonce,
      },
      previous: this.previous,
    };
  }

  rotate(clientSeed?: string): Fairness {
    if (this.open) throw new ApiError('SEED_IN_USE', 409);
    this.previous = { ...this.fairness().current, serverSeed: this.serverSeed };
    this.serverSeed = this.nextServerSeed;
    this.nextServerSeed = randomSeedHex();
    if (clientSeed) this.clientSeed = clientSeed;
    this.nonce = 0;
    return this.fairness();
  }

  play(input: PlayInput, stake: bigint): InhousePlayResult {
    const round = this.openRound(input.game, stake, input.params);
    const seeds = this.takeNonce(round);
    const source = fairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    let outcome: InhouseOutcome;
    if (input.game === 'SLOT') {
      const jackpot = fairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'jackpot');
      // Play money never wins the real pool.
      outcome = { ...playSlot(source, jackpot), jackpotHit: false };
    } else if (input.game === 'DICE') outcome = playDice(source, input.params);
    else outcome = playPlinko(source, input.params);
    // The same maximum payout per round as real play (decision 018).
    return this.settle(round, outcome, settledPayout(stake, outcome.multiplierBps));
  }

  startMines(stake: bigint, mines: number): InhousePlayResult {
    if (this.open) throw new ApiError('ROUND_SETTLED', 409);
    const round = this.openRound('MINES', stake, { mines });
    const seeds = this.takeNonce(round);
    const positions = minePositions(
      fairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
      mines,
    );
    round.outcome = minesOutcome(positions, [], false) as unknown as Record<string, unknown>;
    this.open = { round, mines: positions };
    this.rounds = [round, ...this.rounds].slice(0, 20);
    return this.answer(round);
  }

  revealMine(roundId: string, tile: number): InhousePlayResult {
    const open = this.requireOpen(roundId);
    const before = open.round.outcome as unknown as MinesOutcome;
    if (before.revealed.includes(tile)) return this.answer(open.round);
    const outcome = minesOutcome(open.mines, [...before.revealed, tile], false);
    // A mine, or the last safe tile: the round is over (the cleared board pays in full).
    if (outcome.mines) return this.finishMines(open, outcome);
    open.round.outcome = outcome as unknown as Record<string, unknown>;
    return this.answer(open.round);
  }

  cashoutMines(roundId: string): InhousePlayResult {
    const open = this.requireOpen(roundId);
    const before = open.round.outcome as unknown as MinesOutcome;
    return this.finishMines(open, minesOutcome(open.mines, before.revealed, true));
  }

  private finishMines(open: OpenMines, outcome: MinesOutcome): InhousePlayResult {
    this.open = null;
    const payout = settledPayout(BigInt(open.round.stake), outcome.multiplierBps);
    return this.settle(open.round, outcome, payout);
  }

  private answer(round: InhouseRound): InhousePlayResult {
    return { round: { ...round }, balance: this.balance.toString() };
  }

  private requireOpen(roundId: string): OpenMines {
    if (!this.open || this.open.round.roundId !== roundId) throw new ApiError('ROUND_SETTLED', 409);
    return this.open;
  }

  private openRound(game: InhouseGame, stake: bigint, params: object): InhouseRound {
    if (stake < INHOUSE_STAKE.minMinor || stake > INHOUSE_STAKE.maxMinor) {
      throw new ApiError('VALIDATION_FAILED', 400);
    }
    if (stake > this.balance) throw new ApiError('INSUFFICIENT_FUNDS', 400);
    this.balance -= stake;
    this.sequence += 1;
    return {
      roundId: `trial-${this.sequence}`,
      game,
      gameCode: INHOUSE_GAME_CODES[game],
      status: 'OPEN',
      stake: stake.toString(),
      payout: '0',
      multiplier: '0.00',
      params: { ...params },
      outcome: null,
      jackpotWin: '0',
      proof: { ...this.fairness().current, serverSeed: null },
      settledBy: null,
      createdAt: new Date().toISOString(),
      settledAt: null,
    };
  }

  private takeNonce(round: InhouseRound) {
    const seeds = { serverSeed: this.serverSeed, clientSeed: this.clientSeed, nonce: this.nonce };
    round.proof = { ...round.proof, nonce: this.nonce };
    this.nonce += 1;
    return seeds;
  }

  private settle(round: InhouseRound, outcome: InhouseOutcome, payout: bigint): InhousePlayResult {
    this.balance += payout;
    const settled: InhouseRound = {
      ...round,
      status: 'SETTLED',
      payout: payout.toString(),
      multiplier: roundMultiplier(BigInt(round.stake), payout),
      outcome: outcome as unknown as Record<string, unknown>,
      settledBy: 'PLAYER',
      settledAt: new Date().toISOString(),
    };
    this.rounds = [settled, ...this.rounds.filter((r) => r.roundId !== round.roundId)].slice(0, 20);
    return { round: settled, balance: this.balance.toString() };
  }
}
