import { useFavourites, useRecentGames } from '../api/use-member-games';

/**
 * Spec §4 "On login": favourite and recent games load as soon as a member is logged in, so the
 * hearts and the RECENT tab are ready. Renders nothing; mounted by the game screens and home.
 */
export function MemberGamesLoader() {
  useFavourites();
  useRecentGames();
  return null;
}
