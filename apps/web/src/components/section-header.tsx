import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './section-header.module.css';

/** The size, in px, of the icon in a section header's badge. */
export const SECTION_ICON_SIZE = 18;

export interface SectionHeaderProps {
  title: ReactNode;
  /**
   * A name of icon.tsx, drawn at SECTION_ICON_SIZE, or an icon drawn by the caller: a screen's
   * `<Icon name="grid" size={SECTION_ICON_SIZE} />` from icon-full.tsx (decision 037).
   */
  icon?: IconName | ReactElement;
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
            {typeof icon === 'string' ? <Icon name={icon} size={SECTION_ICON_SIZE} /> : icon}
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
