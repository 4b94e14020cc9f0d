import type { GameCategory } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero';
import { CATEGORY_ICONS, CATEGORY_THEMES } from '../lib/categories';

/** The hero of a category screen: icon, theme, provider count, name and tagline. */
export function CategoryHero({
  category,
  vendorCount,
}: {
  category: GameCategory;
  vendorCount: number;
}) {
  const { t } = useTranslation('layout');
  return (
    <PageHero
      icon={CATEGORY_ICONS[category]}
      theme={CATEGORY_THEMES[category]}
      eyebrow={t('nav.providers', { count: vendorCount })}
      title={t(`category.${category}`)}
      subtitle={t(`games.subtitle.${category}`)}
    />
  );
}
