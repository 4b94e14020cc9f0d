import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { EmptyState } from '../../../components/empty-state';
import { PageHero } from '../../../components/page-hero';
import styles from './lottery-page.module.css';

/** Which lottery screen a path is, aliases included (spec §2 "/lottert, /vnlottery, /sealottery"). */
export function lotteryKind(pathname: string): 'lottery' | 'sea' | 'vn' {
  const path = pathname.toLowerCase();
  if (path.startsWith('/sealottery')) return 'sea';
  if (path.startsWith('/vnlottery')) return 'vn';
  return 'lottery';
}

/** Lottery screens (spec §2; login required by the route guard). The lobby comes later. */
export function LotteryPage() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind = lotteryKind(pathname);
  const gameCode = params.get('gameCode');
  return (
    <div className={styles.page} data-testid="lottery-page" data-kind={kind}>
      <PageHero
        icon="lottery"
        theme={4}
        eyebrow={gameCode ?? undefined}
        title={t(`lottery.${kind}.title`)}
        subtitle={t(`lottery.${kind}.subtitle`)}
      />
      <EmptyState
        tone="coming"
        icon="ticket"
        badge={t('common:comingSoon')}
        title={t('lottery.comingTitle')}
        description={t('lottery.coming')}
        action={
          <ButtonLink to="/lott" variant="outline">
            {t('lottery.browse')}
          </ButtonLink>
        }
      />
    </div>
  );
}
