import type { SandboxConfig } from './config.ts';
import type { FaultQueues } from './faults.ts';
import type { SandboxDb } from './store/db.ts';

/** What every part of the sandbox shares; built once by build(). */
export interface SandboxContext {
  config: SandboxConfig;
  db: SandboxDb;
  faults: FaultQueues;
  now(): Date;
  /** Play money of TRIAL pages, by page id (memory only: trial play is not worth keeping). */
  trialBalances: Map<string, bigint>;
  /** Timers that settle open sports slips; cleared on close. */
  timers: Set<NodeJS.Timeout>;
}
