import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import styles from './agent-login-card.module.css';

/** The framed login of /agent: partner heading, the login form, and how to become a partner. */
export function AgentLoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('agent');
  return (
    <section className={styles.card} aria-labelledby="agent-login-title">
      <div className={styles.heading}>
        <span className={styles.badge}>
          <Icon name="lock" size={18} />
        </span>
        <div>
          <h2 id="agent-login-title" className={styles.title}>
            {t('login.title')}
          </h2>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>
      </div>
      {children}
      <p className={styles.contact}>{t('login.contact')}</p>
    </section>
  );
}
