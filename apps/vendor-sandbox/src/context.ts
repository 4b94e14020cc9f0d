import type { SandboxConfig } from './config.ts';
import type { FaultQueues } from './faults.ts';
import type { Slip } from './play/slip.ts';
import type { SettlementQueue } from './rounds/settlements.ts';
import type { SandboxDb } from './store/db.ts';

/** What every part of the sandbox shares; built once by build(). */
export interface SandboxContext {
  config: SandboxConfig;
  db: SandboxDb;
  faults: FaultQueues;
  now(): Date;
  /** Unanswered wins and end-rounds, kept in the db and retried by a timer. */
  settlements: SettlementQueue;
  /**
   * Play money of TRIAL pages, by page id (memory only: trial play is not worth keeping),
   * with when the page was first played (pruned once its 12 h page session is surely over).
   */
  trialBalances: Map<string, { balance: bigint; since: number }>;
  /** Open and recent bet slips of the sports pages, by bet id (memory only; pruned likewise). */
  slips: Map<string, Slip>;
  /** Slip settlements under way, by bet id (the timer and the button share one). */
  settling: Map<string, Promise<Slip>>;
  /** Timers that settle open sports slips; cleared on close. */
  timers: Set<NodeJS.Timeout>;
}
