import type { Contract, ContractTerms } from '@nova/contracts/api/agent-contracts';
import { terminateOpsContract } from '@nova/contracts/api/ops-agents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog';
import { callApi } from '../../lib/api';
import { useCan } from '../../lib/session';
import { AGENTS_KEY, kindText } from './agents-shared';
import { OfferContractDialog } from './offer-contract-dialog';

interface OfferTarget {
  agent: { id: number; account: string };
  initial?: Partial<ContractTerms> | undefined;
}

/**
 * The contract actions of the agent screens (agents.contracts): offer a top-level agent the
 * platform's contract, terminate a contract or withdraw an offer, each with its reason. After
 * either, every agent list and page is read again and `done` says what happened.
 */
export function useContractActions() {
  const { t } = useTranslation();
  const may = useCan()('agents.contracts');
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY });

  const dialogs = (
    <>
      {offering ? (
        <OfferContractDialog
          open
          agent={offering.agent}
          initial={offering.initial}
          onClose={() => setOffering(null)}
          onOffered={(contract) => {
            setDone(
              t('agents.offer.done', {
                kind: kindText(t, contract.kind),
                account: contract.downline,
              }),
            );
            void refresh();
          }}
        />
      ) : null}
      <ReasonDialog
        open={ending !== null}
        danger
        title={
          ending?.state === 'SIGNED'
            ? t('agents.terminate.title', { id: ending.id })
            : t('agents.terminate.withdrawTitle', { id: ending?.id ?? '' })
        }
        description={
          ending
            ? t(
                ending.state === 'SIGNED' ? 'agents.terminate.signed' : 'agents.terminate.offered',
                {
                  kind: kindText(t, ending.kind),
                  account: ending.downline,
                },
              )
            : null
        }
        confirm={
          ending?.state === 'SIGNED'
            ? t('agents.contract.terminate')
            : t('agents.contract.withdraw')
        }
        onClose={() => setEnding(null)}
        onConfirm={async (reason) => {
          if (!ending) return;
          const contract = await callApi(terminateOpsContract, {
            params: { id: ending.id },
            body: { reason },
          });
          setDone(
            t('agents.terminate.done', {
              id: contract.id,
              state: t(`agents.states.${contract.state}`),
            }),
          );
          await refresh();
        }}
      />
    </>
  );

  return {
    /** Absent without agents.contracts. */
    offer: may
      ? (agent: OfferTarget['agent'], initial?: Partial<ContractTerms>) => {
          setDone(null);
          setOffering({ agent, initial });
        }
      : undefined,
    terminate: may
      ? (contract: Contract) => {
          setDone(null);
          setEnding(contract);
        }
      : undefined,
    done,
    dialogs,
  };
}
