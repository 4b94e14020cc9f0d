import {
  addFavourite,
  type GameListItem,
  type GameListPage,
  removeFavourite,
} from '@nova/contracts/api/games';
import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@nova/contracts/constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useMemo, useRef } from 'react';
import { showNotice } from '../../../components/notice';
import { callApi } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/errors';
import { queryKeys } from '../../../lib/query-keys';
import { openModal } from '../../modals/use-modals';
import { showTrialWarning } from '../../security/hooks/use-trial-warning';
import { useSession } from '../../session/hooks/use-session';
import { withFavourite, withoutFavourite } from '../api/use-member-games';
import { throttleLeading } from '../lib/throttle';

type Toggle = (game: GameListItem) => boolean;

/**
 * One throttled toggle per QueryClient, i.e. per site (spec §9 "once per 1000 ms, leading call
 * only"): the same game in the hot carousel and in a home row shares it.
 */
const toggles = new WeakMap<QueryClient, Toggle>();

/** Tells why a toggle failed, in the player's language (STYLE.md "Errors"). */
async function showFailure(error: unknown): Promise<void> {
  const code = errorCodeOf(error);
  await i18next.loadNamespaces(['games', 'errors']);
  // VALIDATION_FAILED here means the list is full (FAVOURITES_MAX, decision 020).
  const message =
    code === 'VALIDATION_FAILED' ? i18next.t('games:favouriteFull') : i18next.t(`errors:${code}`);
  showNotice(message, 'error');
}

function siteToggle(queryClient: QueryClient): Toggle {
  const known = toggles.get(queryClient);
  if (known) return known;
  const key = queryKeys.games.favourites;

  async function toggle(game: GameListItem) {
    // One list per language (use-member-games.ts); membership is the same in each.
    const present = queryClient
      .getQueriesData<GameListPage>({ queryKey: key })
      .some(([, page]) => page?.content.some((g) => g.nodeId === game.nodeId) ?? false);
    const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    try {
      if (present) {
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueriesData<GameListPage>({ queryKey: key }, (old) =>
          old ? withoutFavourite(old, game.nodeId) : old,
        );
        await callApi(removeFavourite, { query: payload });
      } else {
        await callApi(addFavourite, { body: payload });
        queryClient.setQueriesData<GameListPage>({ queryKey: key }, (old) =>
          old ? withFavourite(old, game) : old,
        );
      }
    } catch (error) {
      // The list is read again from the server and the heart follows it; the player is told why.
      if (errorCodeOf(error) === 'TRIAL_FORBIDDEN') showTrialWarning();
      else await showFailure(error);
    }
    await queryClient.invalidateQueries({ queryKey: key });
  }

  const throttled = throttleLeading((game: GameListItem) => {
    void toggle(game);
  }, FAVOURITE_TOGGLE_THROTTLE_MS);
  toggles.set(queryClient, throttled);
  return throttled;
}

/**
 * Spec §4 "Favourite toggle": adds when absent, removes otherwise. Logged out: the login modal;
 * a trial account: the real-account warning (§4 "Protected action"); neither sends a call.
 * Removal is local first (the cache drops the game at once), then sent; adding is skipped when
 * the game is already there. At most one toggle per FAVOURITE_TOGGLE_THROTTLE_MS on the whole
 * site, leading call only (§9). A failed call puts the server's list back and shows why.
 */
export function useFavouriteToggle(): (game: GameListItem) => void {
  const { isLogin, isTrial } = useSession();
  const queryClient = useQueryClient();
  const sessionRef = useRef({ isLogin, isTrial });
  sessionRef.current = { isLogin, isTrial };

  return useMemo(() => {
    const throttled = siteToggle(queryClient);
    return (game: GameListItem) => {
      if (!sessionRef.current.isLogin) {
        openModal('login', {});
        return;
      }
      if (sessionRef.current.isTrial) {
        showTrialWarning();
        return;
      }
      throttled(game);
    };
  }, [queryClient]);
}
