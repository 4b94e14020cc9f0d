import { useConsolidatedFunds } from '../hooks/use-consolidated-funds';

/** Mount once beside the other after-login loaders (app/root-shell.tsx). */
export function ConsolidatedFundsLoader() {
  useConsolidatedFunds();
  return null;
}
