/**
 * Faults queued per merchant (tests only; sandbox-api.md "Faults"). Each transfer call takes the
 * next transfer fault; each round takes the next callback fault.
 *
 * transfer: 'timeout' (apply, answer after delayMs), 'error-after-apply' (apply, answer 500),
 * 'error-before-apply' (answer 500, apply nothing), 'duplicate' (the request arrives twice).
 * callback (how the next round calls the merchant's wallet): 'duplicate' (every callback sent
 * `count` times, default 5), 'delay' (wait delayMs before each callback), 'out-of-order' (the
 * win, or end-round, before the bet), 'timeout' (send the bet without waiting for its answer,
 * then roll it back), 'rollback-before-bet' (the rollback first, then the late bet),
 * 'win-timeout' (the win, or end-round, reaches the merchant but its answer is lost `count`
 * times, default 1: the settlement queue retries it with the same txId).
 * balance (the next balance call): 'error' (answer 500), 'timeout' (answer after delayMs).
 */
export const TRANSFER_FAULTS = [
  'timeout',
  'error-after-apply',
  'error-before-apply',
  'duplicate',
] as const;
export const CALLBACK_FAULTS = [
  'duplicate',
  'delay',
  'out-of-order',
  'timeout',
  'rollback-before-bet',
  'win-timeout',
] as const;

export const BALANCE_FAULTS = ['error', 'timeout'] as const;

export type BalanceFault = {
  scope: 'balance';
  kind: (typeof BALANCE_FAULTS)[number];
  delayMs?: number;
};
export type TransferFault = {
  scope: 'transfer';
  kind: (typeof TRANSFER_FAULTS)[number];
  delayMs?: number;
};
export type CallbackFault = {
  scope: 'callback';
  kind: (typeof CALLBACK_FAULTS)[number];
  delayMs?: number;
  count?: number;
};
export type Fault = TransferFault | CallbackFault | BalanceFault;

export class FaultQueues {
  readonly #byMerchant = new Map<string, Fault[]>();

  add(merchant: string, faults: Fault[]): void {
    const queue = this.#byMerchant.get(merchant) ?? [];
    queue.push(...faults);
    this.#byMerchant.set(merchant, queue);
  }

  clear(merchant: string): void {
    this.#byMerchant.delete(merchant);
  }

  take<S extends Fault['scope']>(
    merchant: string,
    scope: S,
  ): Extract<Fault, { scope: S }> | undefined {
    const queue = this.#byMerchant.get(merchant);
    const index = queue?.findIndex((f) => f.scope === scope) ?? -1;
    if (!queue || index < 0) return undefined;
    const [fault] = queue.splice(index, 1);
    return fault as Extract<Fault, { scope: S }>;
  }
}
