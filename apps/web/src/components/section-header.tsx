import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './section-header.module.css';

export interface SectionHeaderProps {
  title: ReactNode;
  icon?: IconName;
  /** Right-aligned slot: a "more" link, carousel arrows, tabs. */
  action?: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  as?: 'h1' | 'h2' | 'h3';
}

export function SectionHeader({
  title,
  icon,
  action,
  subtitle,
  className,
  as: Heading = 'h2',
}: SectionHeaderProps) {
  return (
    <div className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.titleGroup}>
        {icon && (
          <span className={styles.iconBadge}>
            <Icon name={icon} size={18} />
          </span>
        )}
        <div>
          <Heading className={styles.title}>{title}</Heading>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
