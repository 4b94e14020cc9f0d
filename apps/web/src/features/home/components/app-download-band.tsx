import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import { LazyImage } from '../../../components/lazy-image';
import { usePermissionData } from '../../system/api/use-permission-data';
import { type AppDownload, appDownloads, safeStoreLink } from '../lib/app-download';
import styles from './app-download-band.module.css';

/**
 * App download promo (spec §1 "mobile app download"), only for a brand that has an app to
 * download. The spec's sign-up bonus prompt is left out: no bonus can be claimed (decision 029).
 */
export function AppDownloadBand() {
  const { t } = useTranslation('home');
  const { resources } = usePermissionData();
  const downloads = appDownloads(resources.APP_DOWNLOAD);
  const logoMark = resources.LOGO_MARK?.[0];
  if (downloads.length === 0) return null;

  return (
    <section
      data-testid="app-download"
      aria-labelledby="app-download-title"
      className={styles.band}
    >
      <div className={styles.copy}>
        <span className={styles.eyebrow}>{t('app.eyebrow')}</span>
        <h2 id="app-download-title" className={styles.title}>
          {t('app.title')}
        </h2>
        <p className={styles.body}>{t('app.body')}</p>
        <ul className={styles.features}>
          {(['login', 'alerts', 'promos'] as const).map((key) => (
            <li key={key}>
              <Icon name="check" size={16} />
              {t(`app.features.${key}`)}
            </li>
          ))}
        </ul>
        <div className={styles.codes}>
          {downloads.map((download) => (
            <QrTile key={download.platform} download={download} />
          ))}
        </div>
      </div>
      <div className={styles.stage} aria-hidden>
        <div className={styles.halo} />
        <div className={styles.phone}>
          <div className={styles.notch} />
          <div className={styles.screen}>
            <div className={styles.screenHeader}>
              {logoMark ? (
                <LazyImage src={logoMark.url} alt="" className={styles.screenLogo} eager />
              ) : (
                <span className={styles.screenLogo} />
              )}
              <span className={styles.screenPill} />
            </div>
            <div className={styles.screenHero}>
              <span className={styles.screenHeroLine} />
              <span className={`${styles.screenHeroLine} ${styles.short}`} />
              <span className={styles.screenCta} />
            </div>
            <div className={styles.screenGrid}>
              {[0, 1, 2, 3, 4, 5].map((theme) => (
                <span
                  key={theme}
                  className={styles.screenTile}
                  style={{ background: `var(--card-theme-${theme})` }}
                />
              ))}
            </div>
            <div className={styles.screenNav}>
              {(['home', 'slots', 'live', 'sports'] as const).map((name) => (
                <Icon key={name} name={name} size={14} />
              ))}
            </div>
          </div>
        </div>
        <span className={`${styles.chip} ${styles.chipA}`} />
        <span className={`${styles.chip} ${styles.chipB}`} />
      </div>
    </section>
  );
}

function QrTile({ download }: { download: AppDownload }) {
  const { t } = useTranslation('home');
  const label = t(`app.${download.platform}`);
  const href = safeStoreLink(download.resource.link);
  const content = (
    <>
      <span className={styles.qrFrame}>
        <LazyImage
          src={download.resource.url}
          alt={t('app.qrAlt', { platform: label })}
          className={styles.qr}
        />
      </span>
      <span className={styles.qrLabel}>
        <Icon name={download.platform === 'ios' ? 'apple' : 'android'} size={16} />
        {label}
      </span>
      <span className={styles.qrHint}>{t('app.scan')}</span>
    </>
  );
  return href ? (
    <a className={styles.qrTile} href={href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <div className={styles.qrTile}>{content}</div>
  );
}
