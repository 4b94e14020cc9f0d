import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './result-panel.module.css';

export interface ResultPanelProps {
  tone: 'success' | 'pending' | 'danger';
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  testId: string;
}

const ICONS: Record<ResultPanelProps['tone'], IconName> = {
  success: 'check',
  pending: 'clock',
  danger: 'alert',
};

/** A result banner: a submitted deposit, the gateway's answer, a finished withdrawal. */
export function ResultPanel({ tone, title, children, action, testId }: ResultPanelProps) {
  return (
    <section className={styles.panel} data-tone={tone} data-testid={testId} aria-live="polite">
      <span className={styles.icon} aria-hidden="true">
        <Icon name={ICONS[tone]} size={22} />
      </span>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
