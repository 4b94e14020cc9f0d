import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon-full';
import { LanguageSelect } from '../../../components/language-select';
import { useCustomerService } from '../hooks/use-customer-service';
import styles from './status-layout.module.css';

export interface StatusLayoutProps {
  testId: string;
  emblem: IconName;
  tone: 'gold' | 'danger' | 'info';
  title: string;
  text: string;
  children?: ReactNode;
}

/** Opens a customer-service channel in a new tab without giving it access to this page. */
function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The full-screen frame of the maintenance, blocked and invalid-domain pages: each has a
 * customer-service button (spec §1). Text wraps freely so any language fits.
 */
export function StatusLayout({ testId, emblem, tone, title, text, children }: StatusLayoutProps) {
  const { t } = useTranslation('system');
  const channels = useCustomerService();
  const liveChat = channels.find((c) => c.csType === 'LIVECHAT') ?? channels[0];
  return (
    <main className={styles.page} data-testid={testId} data-tone={tone}>
      <div className={styles.aurora} aria-hidden="true" />
      <div className={styles.grid} aria-hidden="true" />
      <header className={styles.top}>
        <BrandLogo size="md" />
        <LanguageSelect placement="down" className={styles.language} />
      </header>
      <section className={styles.card}>
        <div className={styles.emblem} aria-hidden="true">
          <span className={styles.ring} />
          <span className={styles.ringOuter} />
          <Icon name={emblem} size={52} />
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
        <Button
          size="lg"
          className={styles.cs}
          icon={<Icon name="headset" size={20} />}
          onClick={() => liveChat && openExternal(liveChat.url)}
          disabled={!liveChat}
          data-testid="cs-button"
        >
          {t('customerService')}
        </Button>
      </section>
      <footer className={styles.footer}>{t('footer', { year: 2026 })}</footer>
    </main>
  );
}
