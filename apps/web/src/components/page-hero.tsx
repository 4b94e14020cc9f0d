import type { CSSProperties, ReactNode } from 'react';
import { Icon, type IconName } from './icon-full';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  icon: IconName;
  /** Card theme 0-5 for the backdrop tint. */
  theme?: number;
  children?: ReactNode;
  testId?: string;
}

/** The title band at the top of every inner page. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  icon,
  theme = 0,
  children,
  testId,
}: PageHeroProps) {
  return (
    <header
      className={styles.hero}
      style={{ '--hero-bg': `var(--card-theme-${theme})` } as CSSProperties}
      data-testid={testId ?? 'page-hero'}
    >
      <div className={styles.art} aria-hidden="true">
        <span className={styles.orb} />
        <Icon name={icon} size={180} className={styles.bigIcon} />
      </div>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>
          <span className={styles.iconBadge}>
            <Icon name={icon} size={24} />
          </span>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </div>
    </header>
  );
}
