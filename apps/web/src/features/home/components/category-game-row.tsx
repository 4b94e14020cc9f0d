import type { GameCategory } from '@nova/contracts/constants';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameRow } from '../../games/api/use-game-list';
import { GameRow } from '../../games/components/game-row';
import { limitHomeItems, showsRowArrows } from '../lib/home-sections';

/**
 * A home section's games under its vendor row (spec §2 home sections, §9): at most 12 cards,
 * arrows only when the category has more than 12. Nothing while loading or when it has none.
 */
export function CategoryGameRow({ category }: { category: GameCategory }) {
  const { t } = useTranslation('home');
  // The cards render in a transition, in slices, when the list arrives (decision 035).
  const data = useDeferredValue(useGameRow(category).data);
  const games = limitHomeItems(data?.content ?? []);
  if (games.length === 0) return null;
  return (
    <GameRow
      games={games}
      label={t('sections.games', { title: t(`sections.title.${category}`) })}
      arrows={showsRowArrows(data?.totalElements ?? games.length)}
      testId={`home-games-${category}`}
    />
  );
}
