import type { Contract } from '@nova/contracts/api/agent-contracts';
import { useState } from 'react';
import { useSignContract } from '../api/contracts-queries';
import { cancelledAccounts } from '../lib/cancels';

export interface SignWarning {
  contract: Contract;
  /** The sub-agents whose contracts the signature cancels (may be empty if unnamed). */
  accounts: string[];
}

export interface SignFlow {
  /** Sign without confirming; a cancellation warning stops it and waits for `confirm`. */
  start: (contract: Contract) => Promise<void>;
  /** Sign again with confirm: true, after the warning was read. */
  confirm: () => Promise<void>;
  /** Close the warning without signing. */
  dismiss: () => void;
  warning: SignWarning | null;
  /** The last failure other than the warning (translated by the caller). */
  error: unknown;
  pending: boolean;
}

/**
 * Signing a contract (spec §4 "Contracts"): the first call never cancels anything; when the
 * server answers CONTRACT_CANCELS_DOWNLINE the agent sees the sub-agents it would cut off, and
 * only its confirmation signs with confirm: true.
 */
export function useSignFlow(onSigned?: (contract: Contract) => void): SignFlow {
  const mutation = useSignContract();
  const [warning, setWarning] = useState<SignWarning | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function sign(contract: Contract, confirm: boolean) {
    setError(null);
    try {
      const signed = await mutation.mutateAsync({ id: contract.id, confirm });
      setWarning(null);
      onSigned?.(signed);
    } catch (failure) {
      const accounts = confirm ? null : cancelledAccounts(failure);
      if (accounts) {
        setWarning({ contract, accounts });
      } else {
        setWarning(null);
        setError(failure);
      }
    }
  }

  return {
    start: (contract) => sign(contract, false),
    confirm: async () => {
      if (warning) await sign(warning.contract, true);
    },
    dismiss: () => setWarning(null),
    warning,
    error,
    pending: mutation.isPending,
  };
}
