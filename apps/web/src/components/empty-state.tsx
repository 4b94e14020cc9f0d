import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon-full';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  /** `coming` draws the "arriving soon" badge look; `empty` is the plain no-data look. */
  tone?: 'empty' | 'coming';
  badge?: ReactNode;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon = 'sparkles',
  action,
  tone = 'empty',
  badge,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={[styles.empty, styles[tone], className].filter(Boolean).join(' ')}
      data-testid="empty-state"
    >
      <div className={styles.emblem} aria-hidden="true">
        <span className={styles.ring} />
        <Icon name={icon} size={34} />
      </div>
      {badge && <span className={styles.badge}>{badge}</span>}
      <h3 className={styles.title}>{title}</h3>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
