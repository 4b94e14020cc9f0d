import {
  addFavourite,
  type GameListItem,
  type GameListPage,
  removeFavourite,
} from '@nova/contracts/api/games';
import { FAVOURITE_TOGGLE_THROTTLE_MS } from '@nova/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { openModal } from '../../modals/use-modals';
import { useSession } from '../../session/hooks/use-session';
import { withFavourite, withoutFavourite } from '../api/use-member-games';
import { throttleLeading } from '../lib/throttle';

/**
 * Spec §4 "Favourite toggle": adds when absent, removes otherwise; login required. Removal is
 * local first (the cache drops the game at once), then sent; adding is skipped when the game is
 * already there. At most one toggle per FAVOURITE_TOGGLE_THROTTLE_MS, leading call only (§9).
 * A failed call puts the server's list back.
 */
export function useFavouriteToggle(): (game: GameListItem) => void {
  const { isLogin } = useSession();
  const queryClient = useQueryClient();
  const loginRef = useRef(isLogin);
  loginRef.current = isLogin;

  return useMemo(() => {
    const key = queryKeys.games.favourites;
    const refresh = () => queryClient.invalidateQueries({ queryKey: key });

    async function toggle(game: GameListItem) {
      const page = queryClient.getQueryData<GameListPage>(key);
      const present = page?.content.some((g) => g.nodeId === game.nodeId) ?? false;
      const payload = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      try {
        if (present) {
          await queryClient.cancelQueries({ queryKey: key });
          queryClient.setQueryData<GameListPage>(key, (old) =>
            old ? withoutFavourite(old, game.nodeId) : old,
          );
          await callApi(removeFavourite, { query: payload });
        } else {
          await callApi(addFavourite, { body: payload });
          queryClient.setQueryData<GameListPage>(key, (old) =>
            old ? withFavourite(old, game) : old,
          );
        }
      } catch {
        // The list is read again from the server; the heart follows it.
      }
      await refresh();
    }

    const throttled = throttleLeading((game: GameListItem) => {
      void toggle(game);
    }, FAVOURITE_TOGGLE_THROTTLE_MS);

    return (game: GameListItem) => {
      if (!loginRef.current) {
        openModal('login', {});
        return;
      }
      throttled(game);
    };
  }, [queryClient]);
}
