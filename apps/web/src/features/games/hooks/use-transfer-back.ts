import type { LaunchGameResult } from '@nova/contracts/api/game-launch';
import { walletTransferAllToMain } from '@nova/contracts/api/transfers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Decision 027: where the brand says so (`transfer.backOnLeave`), leaving a transfer-mode game
 * brings that vendor wallet back to main, at the vendor's real balance (winnings included).
 * Sent once, by the close button (awaited, so the wallet the player lands on is up to date) or
 * when the screen goes away any other way (the browser's back button, a link).
 */
export function useTransferBack(result: LaunchGameResult | null): () => Promise<void> {
  const queryClient = useQueryClient();
  const transfer = result?.mode === 'REAL' ? result.transfer : undefined;
  const vendor = useRef<string | null>(null);
  vendor.current = transfer?.backOnLeave ? transfer.vendor : null;
  const sent = useRef(false);

  const send = useCallback(async () => {
    const code = vendor.current;
    if (!code || sent.current) return;
    sent.current = true;
    try {
      await callApi(walletTransferAllToMain, {
        body: { requestId: crypto.randomUUID(), vendor: code },
      });
    } catch {
      // Nothing is lost: the money stays in the vendor wallet, shown on the transfer page.
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.root }),
        queryClient.invalidateQueries({ queryKey: queryKeys.funds.transfers }),
      ]);
    }
  }, [queryClient]);

  useEffect(
    () => () => {
      void send();
    },
    [send],
  );
  return send;
}
