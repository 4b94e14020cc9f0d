import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/brand-logo';
import { Spinner } from '../components/spinner';
import { useUiStore } from '../lib/ui-store';
import styles from './loading-cover.module.css';

/** The full-screen cover of boot and logout (spec §2 "loading cover"). No text: it may show before translations load. */
export function LoadingCover() {
  return (
    <div className={styles.cover} data-testid="app-loading" aria-busy="true">
      <div className={styles.glow} aria-hidden="true" />
      <BrandLogo size="lg" />
      <Spinner size="lg" />
    </div>
  );
}

/** Shows the cover while the store flag is on (logout, boot until the first navigation settles). */
export function StoreLoadingCover() {
  const loading = useUiStore((state) => state.loading);
  return loading ? <LoadingCover /> : null;
}

/** A thin progress bar while a lazy page or a guard is loading. */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('loading')} />;
}
