import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { LazyImage } from '../../components/lazy-image';
import { useResources } from '../../features/system/hooks/use-resources';
import styles from './app-download-popover.module.css';

/** iOS and Android QR codes (resources APP_DOWNLOAD), shown on hover or focus of their trigger. */
export function AppDownloadPopover({ side = 'right' }: { side?: 'right' | 'left' }) {
  const { t } = useTranslation('layout');
  const apps = useResources('APP_DOWNLOAD');
  if (apps.length === 0) return null;
  return (
    <div className={styles.popover} data-side={side} role="tooltip" data-testid="app-download-qr">
      <p className={styles.title}>{t('app.scan')}</p>
      <div className={styles.codes}>
        {apps.map((app) => (
          <a
            key={app.url}
            className={styles.code}
            href={app.link ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LazyImage
              src={app.url}
              alt={t('app.qrAlt', { platform: app.title })}
              eager
              className={styles.qr}
            />
            <span className={styles.platform}>
              <Icon name={/android/i.test(app.title) ? 'android' : 'apple'} size={14} />
              {app.title}
            </span>
          </a>
        ))}
      </div>
    </div>
  );
}
