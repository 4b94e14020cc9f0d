/**
 * Fault injection for the sandbox transfer vendor (tests only; the sandbox itself exists only
 * with DEV_TOOLS). Each transfer call takes the next planned fault, if any:
 * - 'timeout': apply the transfer, then answer only after `delayMs` (longer than the adapter's
 *   timeout), so our side sees no answer although the vendor moved the money;
 * - 'error-after-apply': apply, then answer 500;
 * - 'error-before-apply': answer 500 without applying;
 * - 'duplicate': the request arrives twice (the network repeats it); the vendor's idempotency
 *   by txId must make the second a no-op.
 */
export type SandboxFaultKind = 'timeout' | 'error-after-apply' | 'error-before-apply' | 'duplicate';

export interface SandboxFault {
  kind: SandboxFaultKind;
  /** 'timeout' only: how long to hold the answer after applying. */
  delayMs?: number;
  /** Set by the sandbox once the transfer is applied (tests wait on it). */
  applied?: boolean;
}

const plan: SandboxFault[] = [];

/** Queue a fault for the next transfer call; returns it so a test can watch `applied`. */
export function planSandboxFault(fault: SandboxFault): SandboxFault {
  plan.push(fault);
  return fault;
}

export function takeSandboxFault(): SandboxFault | undefined {
  return plan.shift();
}

export function clearSandboxFaults(): void {
  plan.length = 0;
}
