/**
 * Soak or smoke (decision 030). CI runs each long test (the SIGKILL crash soak, the property
 * runs, the OpenAPI fuzz) at a smoke size that still exercises every path and can still fail;
 * `npm run test:soak` sets SOAK=1 and runs the same tests at their full sizes.
 */
export const SOAK = process.env.SOAK === '1';

/** `smoke` in CI, `full` under SOAK=1. */
export function soakSize(smoke: number, full: number): number {
  return SOAK ? full : smoke;
}
