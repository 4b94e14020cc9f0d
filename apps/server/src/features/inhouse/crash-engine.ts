import { CRASH_TIMING } from '@nova/contracts/constants';
import { crashMultiplierAt } from '@nova/games-math/crash';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  type CrashRoundRow,
  currentRound,
  dueAutoBets,
  loseRemaining,
  moveRound,
  openCrashRound,
  roundBets,
  unfinishedRounds,
  usableChain,
} from './crash.repository.ts';
import {
  announceRound,
  autoTargetOf,
  chainLink,
  crashBetPosting,
  crashPointOf,
  createChain,
  postCrashWin,
  postedKeys,
  settleCashout,
  voidBetRefunded,
} from './crash.service.ts';
import { crashLease } from './crash-lease.ts';

export interface CrashEngineOptions {
  bettingMs?: number;
  pauseMs?: number;
  /**
   * Is anyone there to play or watch? Asked only when the next round would open: without an
   * audience the engine idles between rounds (no round, no query) until this turns true again
   * (issue 12: an idle server costs near nothing). Default: always (tests tick by hand).
   */
  audience?: () => boolean;
}

/**
 * One brand's crash rounds (issue 5; decision 018): BETTING (bettingMs) → RUNNING (the curve
 * of the server clock; auto cash-outs fire at their exact target, and a bet whose stake ×
 * multiplier reaches the maximum payout per round is cashed out there) → CRASHED (the link is
 * revealed, bets still riding lose) → pause → next round on the next link of the hash chain.
 * The engine only moves phases; bets and manual cash-outs are decided by guarded statements
 * against the clock (crash.service.ts), and every phase move is guarded on the status, so a
 * second engine would do nothing twice (still: run one per brand, see decision 018). Tests
 * drive it with `tick()` and an injected clock (app.now); the server calls it on a timer.
 * Every phase change, bet and cash-out is broadcast to the brand's sockets.
 */
export class CrashEngine {
  private readonly bettingMs: number;
  private readonly pauseMs: number;
  private readonly audience: () => boolean;
  /** The last round is over and nobody was there for the next: nothing to do until someone is. */
  private idling = false;

  constructor(
    private readonly app: FastifyInstance,
    readonly brandId: number,
    options: CrashEngineOptions = {},
  ) {
    this.bettingMs = options.bettingMs ?? CRASH_TIMING.bettingMs;
    this.pauseMs = options.pauseMs ?? CRASH_TIMING.pauseMs;
    this.audience = options.audience ?? (() => true);
  }

  /**
   * True while the engine idles between rounds with nobody there: a tick would only read the
   * finished round again, so the timer skips it until the audience comes back.
   */
  idle(): boolean {
    if (this.idling && this.audience()) this.idling = false;
    return this.idling;
  }

  /**
   * After a restart or a takeover (review #5): a round still BETTING is left to run, since it
   * never flew and its crash point is committed and secret, so tick() carries on with it while
   * other instances may still be taking bets on it. A RUNNING one is settled against its
   * committed crash point (auto cash-outs at or below it win, the rest lose, as if the flight
   * had gone on without the absent manual players).
   */
  async recover(): Promise<void> {
    for (const round of await unfinishedRounds(this.app.db, this.brandId))
      if (round.status === 'RUNNING') await this.crash(round);
  }

  /** Advance the state machine to the clock; safe to call at any rate. */
  async tick(): Promise<void> {
    const now = this.app.now();
    const round = await currentRound(this.app.db, this.brandId);
    if (!round) return void (await this.openNext());
    if (round.status === 'CRASHED') {
      const crashedAt = (round.crashedAt ?? now).getTime();
      if (now.getTime() >= crashedAt + this.pauseMs) await this.openNext();
      return;
    }
    let running: CrashRoundRow | undefined = round;
    if (round.status === 'BETTING') {
      if (now < round.bettingEndsAt) return;
      await this.chargeLateBets(round);
      running = await moveRound(this.app.db, round.id, 'BETTING', {
        status: 'RUNNING',
        startedAt: now,
      });
      if (!running) return;
      await this.broadcast(running);
    }
    if (!running.startedAt) return;
    const multiplier = crashMultiplierAt(now.getTime() - running.startedAt.getTime());
    const due = await dueAutoBets(
      this.app.db,
      running.id,
      Math.min(multiplier, running.crashPoint),
    );
    let cashed = 0;
    for (const bet of due) if (await settleCashout(this.app, bet, autoTargetOf(bet))) cashed += 1;
    if (multiplier >= running.crashPoint) await this.crash(running);
    else if (cashed > 0) await this.broadcast(running);
  }

  /**
   * Start the next round on the next link (a new chain once this one is used up), unless nobody
   * is there: then no round opens and the engine idles (the chain simply waits; the next link is
   * played when someone arrives, so the committed order of crash points is unchanged).
   */
  private async openNext(): Promise<void> {
    if (!this.audience()) {
      this.idling = true;
      return;
    }
    this.idling = false;
    const now = this.app.now();
    const chain =
      (await usableChain(this.app.db, this.brandId)) ?? (await createChain(this.app, this.brandId));
    const round = await openCrashRound(
      this.app.db,
      chain,
      (index) => {
        const hash = chainLink(chain, index);
        return { hash, crashPoint: crashPointOf(hash, chain.salt) };
      },
      new Date(now.getTime() + this.bettingMs),
      now,
    );
    if (round) await this.broadcast(round);
  }

  /**
   * Before the flight (and before a crash settles): a bet whose stake posting was cut off
   * (crash between insert and post) is charged now by the same keyed posting. Only a refused
   * stake (INSUFFICIENT_FUNDS) voids the bet, kept as VOID with a keyed refund should the
   * player's own post land after all; any other error stops this tick and the next one retries
   * (review #5: a bare catch deleted bets whose stake another instance was posting).
   */
  private async chargeLateBets(round: CrashRoundRow): Promise<void> {
    const bets = (await roundBets(this.app.db, round.id))
      .map((b) => b.bet)
      .filter((b) => b.status === 'PLACED');
    const posted = await postedKeys(this.app, bets, 'bet');
    for (const bet of bets.filter((b) => !posted.has(`crash:${b.id}:bet`))) {
      try {
        await this.app.ledger.post(crashBetPosting(bet));
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
        await voidBetRefunded(this.app, bet);
      }
    }
  }

  /** Auto (and max-win) cash-outs at or below the crash point win; the rest lose; the link is revealed. */
  private async crash(round: CrashRoundRow): Promise<void> {
    // No bet may win (or lose) uncharged: a stake cut off after the flight began is taken first.
    await this.chargeLateBets(round);
    for (const bet of await dueAutoBets(this.app.db, round.id, round.crashPoint))
      await settleCashout(this.app, bet, autoTargetOf(bet));
    const now = this.app.now();
    await loseRemaining(this.app.db, round.id, now);
    // A cash-out whose WIN was cut off (crash between the two steps) is paid now.
    const cashedOut = (await roundBets(this.app.db, round.id))
      .map((b) => b.bet)
      .filter((b) => b.status === 'CASHED_OUT' && b.payout > 0n);
    const paid = await postedKeys(this.app, cashedOut, 'win');
    for (const bet of cashedOut.filter((b) => !paid.has(`crash:${b.id}:win`)))
      await postCrashWin(this.app, bet);
    const crashed = await moveRound(this.app.db, round.id, 'RUNNING', {
      status: 'CRASHED',
      crashedAt: now,
    });
    if (crashed) await this.broadcast(crashed);
  }

  private broadcast(round: CrashRoundRow): Promise<void> {
    return announceRound(this.app, round);
  }
}

/**
 * The brand's engine on a timer (the server: not in tests, which tick by hand, and not when
 * config turns it off). It ticks only while this instance holds the brand's lease
 * (crash-lease.ts); the others retry the lease every LEASE_RETRY_MS and take over when the
 * holder goes away, recovering its unfinished round first.
 *
 * No polling while nobody is there (issue 12): the timer is armed step by step, every `everyMs`
 * while rounds run, every LEASE_RETRY_MS while another instance leads, and not at all while the
 * engine idles between rounds; `wake()` (a socket opened, a crash request came in) steps it
 * again at once.
 */
const LEASE_RETRY_MS = 5_000;

export interface CrashEngineTimer {
  /** Someone may be there again: step now if the timer sleeps. */
  wake(): void;
}

export function startCrashEngine(
  app: FastifyInstance,
  engine: CrashEngine,
  everyMs = 100,
): CrashEngineTimer {
  const lease = crashLease(app, engine.brandId);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let live = false;
  let woken = false;
  let led = false;

  /** One step; answers when the next is due (ms from now), or undefined to sleep until woken. */
  const step = async (): Promise<number | undefined> => {
    if (!lease.held()) {
      led = false;
      if (!(await lease.acquire())) return LEASE_RETRY_MS;
    }
    if (!led) {
      led = true;
      app.log.info({ brandId: engine.brandId }, 'crash engine leading');
      await engine.recover();
    }
    if (engine.idle()) return undefined;
    const started = Date.now();
    await engine.tick();
    return Math.max(0, everyMs - (Date.now() - started));
  };

  const arm = (ms: number) => {
    if (!live || timer) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };

  const run = async () => {
    timer = undefined;
    if (!live || running) return;
    running = true;
    woken = false;
    let next: number | undefined = everyMs;
    try {
      next = await step();
    } catch (err) {
      app.log.error({ err }, 'crash tick failed');
    } finally {
      running = false;
    }
    // A wake during the step may have come after it found the engine idle: look again.
    if (next === undefined && woken) next = 0;
    if (next !== undefined) arm(next);
  };

  app.addHook('onReady', async () => {
    live = true;
    arm(0);
  });
  app.addHook('onClose', async () => {
    live = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    await lease.release();
  });
  return {
    wake() {
      woken = true;
      if (!running) arm(0);
    },
  };
}
