import {
  type CrashState,
  cashoutCrash,
  getCrashState,
  placeCrashBet,
} from '@nova/contracts/api/inhouse';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { subscribeRealtime } from '../../../lib/realtime';
import { applyCrashEvent } from '../lib/crash-state';
import { newRequestId } from '../lib/games';

/**
 * The live crash round (issue 5): the state once from the server, then every `crash` event of
 * the realtime connection folded into it. Without a connection (trial accounts have none) the
 * state is polled instead. `offset` maps this device's clock onto the server's.
 */
export function useCrash(enabled: boolean, poll: boolean) {
  const queryClient = useQueryClient();
  const offset = useRef(0);
  const state = useQuery({
    queryKey: queryKeys.inhouse.crash,
    queryFn: async ({ signal }) => {
      const answer = await callApi(getCrashState, { signal });
      offset.current = Date.parse(answer.serverTime) - Date.now();
      return answer;
    },
    meta: { private: true },
    enabled,
    refetchInterval: poll ? 2_000 : 30_000,
  });

  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime('crash', (event) => {
      offset.current = Date.parse(event.serverTime) - Date.now();
      const before = queryClient.getQueryData<CrashState>(queryKeys.inhouse.crash);
      if (!before) return;
      const after = applyCrashEvent(before, event);
      queryClient.setQueryData(queryKeys.inhouse.crash, after);
      // A bet the server cashed out automatically credited the wallet.
      if (after.myBet && event.round.status === 'CRASHED') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root });
      }
    });
  }, [enabled, queryClient]);

  const update = (change: (s: CrashState) => CrashState) =>
    queryClient.setQueryData<CrashState>(queryKeys.inhouse.crash, (s) => (s ? change(s) : s));

  return {
    state: state.data ?? null,
    isError: state.isError,
    error: state.error,
    /** The server's clock now, in ms. */
    serverNow: () => Date.now() + offset.current,
    async bet(stake: bigint, autoCashout: number | null) {
      const answer = await callApi(placeCrashBet, {
        body: { requestId: newRequestId(), stake: stake.toString(), autoCashout },
      });
      update((s) =>
        s.round.roundId === answer.roundId
          ? {
              ...s,
              myBet: {
                player: '',
                stake: stake.toString(),
                cashedOutAt: null,
                payout: '0',
                autoCashout,
              },
            }
          : s,
      );
      return answer;
    },
    async cashout() {
      const answer = await callApi(cashoutCrash, {});
      update((s) =>
        s.myBet && s.round.roundId === answer.roundId
          ? { ...s, myBet: { ...s.myBet, cashedOutAt: answer.cashedOutAt, payout: answer.payout } }
          : s,
      );
      return answer;
    },
  };
}
