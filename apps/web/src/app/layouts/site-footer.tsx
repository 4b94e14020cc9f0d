import type { Resource } from '@nova/contracts/api/system';
import type { ResourceType } from '@nova/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { LazyImage } from '../../components/lazy-image';
import { openModal } from '../../features/modals/use-modals';
import { usePermissionData } from '../../features/system/api/use-permission-data';
import { useResources } from '../../features/system/hooks/use-resources';
import styles from './site-footer.module.css';
import { SiteLogo } from './site-logo';

/** Help center section keys (the help pages' anchors, spec §2 "/help#term"). */
const HELP_LINKS = ['term', 'privacy', 'responsible', 'faq', 'about', 'contact'] as const;
const LOGO_ROWS: readonly { type: ResourceType; key: string }[] = [
  { type: 'PAYMENT_METHOD', key: 'payments' },
  { type: 'CERTIFICATION', key: 'certification' },
  { type: 'LICENSE', key: 'licenses' },
];

function ResourceLogo({ resource, className }: { resource: Resource; className?: string }) {
  const image = <LazyImage src={resource.url} alt={resource.title} className={className} />;
  if (!resource.link) return <span title={resource.title}>{image}</span>;
  const external = /^https?:/i.test(resource.link);
  return (
    <a
      href={resource.link}
      title={resource.title}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {image}
    </a>
  );
}

function LogoRow({ type, title }: { type: ResourceType; title: string }) {
  const items = useResources(type);
  if (items.length === 0) return null;
  return (
    <section className={styles.logoRow} data-testid={`footer-${type.toLowerCase()}`}>
      <h3 className={styles.rowTitle}>{title}</h3>
      <ul className={styles.logos}>
        {items.map((item) => (
          <li key={item.url}>
            <ResourceLogo resource={item} className={styles.logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Site footer (spec §1, §2): 18+ notice, logos, help links, feedback, social, copyright. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { brand } = usePermissionData();
  const ageBadge = useResources('AGE_BADGE')[0];
  const social = useResources('SOCIAL_MEDIA');
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.top} data-social={social.length > 0}>
          <div className={styles.brand}>
            <SiteLogo />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <div className={styles.age} data-testid="footer-age">
              {ageBadge ? (
                <LazyImage src={ageBadge.url} alt={ageBadge.title} className={styles.ageBadge} />
              ) : (
                <span className={styles.ageFallback}>{brand.minAge}+</span>
              )}
              <p>
                <strong>{t('footer.ageTitle', { age: brand.minAge })}</strong>
                <span>{t('footer.responsible')}</span>
              </p>
            </div>
          </div>

          <nav className={styles.column} aria-label={t('footer.help')}>
            <h3 className={styles.columnTitle}>{t('footer.help')}</h3>
            <ul className={styles.links}>
              {HELP_LINKS.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => openModal('help', { section: key })}
                    data-testid={`footer-help-${key}`}
                  >
                    {t(`footer.helpLinks.${key}`)}
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => openModal('feedback', {})}
                  data-testid="footer-feedback"
                >
                  {t('footer.feedback')}
                </button>
              </li>
            </ul>
          </nav>

          {social.length > 0 && (
            <section className={styles.column} data-testid="footer-social_media">
              <h3 className={styles.columnTitle}>{t('footer.social')}</h3>
              <ul className={styles.social}>
                {social.map((item) => (
                  <li key={item.url}>
                    <ResourceLogo resource={item} className={styles.socialIcon} />
                  </li>
                ))}
              </ul>
              <p className={styles.support}>
                <Icon name="headset" size={16} />
                {t('footer.support')}
              </p>
            </section>
          )}
        </div>

        <div className={styles.rows}>
          {LOGO_ROWS.map((row) => (
            <LogoRow key={row.type} type={row.type} title={t(`footer.${row.key}`)} />
          ))}
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright} data-testid="footer-copyright">
            {t('footer.copyright', { year: 2026, brand: brand.name })}
          </p>
          <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </footer>
  );
}
