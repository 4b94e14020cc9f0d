import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './auth-aside.module.css';

const PERKS: readonly { key: string; icon: IconName }[] = [
  { key: 'games', icon: 'slots' },
  { key: 'payouts', icon: 'wallet' },
  { key: 'support', icon: 'headset' },
];

/** Decorative side panel of the login and register modals (wide screens only). */
export function AuthAside({ variant }: { variant: 'login' | 'register' }) {
  const { t } = useTranslation('session');
  return (
    <div className={styles.aside}>
      <div className={styles.glow} aria-hidden="true" />
      <BrandLogo size="md" />
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t(`aside.${variant}.eyebrow`)}</p>
        <h3 className={styles.title}>{t(`aside.${variant}.title`)}</h3>
      </div>
      <ul className={styles.perks}>
        {PERKS.map((perk) => (
          <li key={perk.key}>
            <span className={styles.perkIcon}>
              <Icon name={perk.icon} size={16} />
            </span>
            {t(`aside.perks.${perk.key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
