import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './trust-strip.module.css';

/** What every brand on this product really has (decision 029): no licence or 24/7 claim. */
const ITEMS: readonly { key: string; icon: IconName }[] = [
  { key: 'fair', icon: 'check' },
  { key: 'withdrawals', icon: 'withdraw' },
  { key: 'records', icon: 'list' },
  { key: 'payments', icon: 'shield' },
];

/** A compact "why Nova88" strip: fairness, withdrawals, records, payments. */
export function TrustStrip() {
  const { t } = useTranslation('home');
  return (
    <section data-testid="trust-strip" aria-labelledby="trust-strip-title" className={styles.strip}>
      <h2 id="trust-strip-title" className={styles.heading}>
        {t('trust.title')}
      </h2>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={22} />
            </span>
            <span className={styles.text}>
              <strong className={styles.title}>{t(`trust.${item.key}.title`)}</strong>
              <span className={styles.body}>{t(`trust.${item.key}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
