import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/icon-full';
import styles from './auth-form.module.css';

/** The end of a flow: a large icon, a message and its action (a sent link, a new password). */
export function ResultPanel({
  icon,
  tone = 'success',
  title,
  children,
  action,
  testId,
}: {
  icon: IconName;
  tone?: 'success' | 'warning';
  title: string;
  children: ReactNode;
  action: ReactNode;
  testId: string;
}) {
  return (
    <div className={styles.result} data-testid={testId} role="status">
      <span className={styles.resultIcon} data-tone={tone}>
        <Icon name={icon} size={28} />
      </span>
      <h3 className={styles.resultTitle}>{title}</h3>
      <p className={styles.resultText}>{children}</p>
      {action}
    </div>
  );
}
