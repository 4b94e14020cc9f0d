import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './center-frame.module.css';
import { Icon, type IconName } from './icon-full';

export interface CenterFrameItem {
  key: string;
  label: string;
  icon: IconName;
  to: string;
  /** Badge count slot; rendered hidden when 0. */
  badge?: number;
  badgeTestId?: string;
  external?: boolean;
}

export interface CenterFrameProps {
  testId: string;
  title: string;
  items: readonly CenterFrameItem[];
  activeKey: string;
  profile?: ReactNode;
  children: ReactNode;
}

/** The member and agent center frame: a page list on the left, the page on the right. */
export function CenterFrame({
  testId,
  title,
  items,
  activeKey,
  profile,
  children,
}: CenterFrameProps) {
  return (
    <div className={styles.frame} data-testid={testId}>
      <aside className={styles.aside}>
        {profile}
        <nav aria-label={title}>
          <ul className={styles.list}>
            {items.map((item) => {
              const content = (
                <>
                  <Icon name={item.icon} size={18} />
                  <span className={styles.label}>{item.label}</span>
                  {item.badge !== undefined && (
                    <span
                      className={styles.badge}
                      hidden={item.badge === 0}
                      data-testid={item.badgeTestId}
                    >
                      {item.badge > 99 ? '99+' : item.badge}
                    </span>
                  )}
                </>
              );
              return (
                <li key={item.key}>
                  {item.external ? (
                    <a
                      href={item.to}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.item}
                      data-testid={`${testId}-item-${item.key}`}
                    >
                      {content}
                    </a>
                  ) : (
                    <Link
                      to={item.to}
                      className={styles.item}
                      aria-current={item.key === activeKey ? 'page' : undefined}
                      data-testid={`${testId}-item-${item.key}`}
                    >
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <section className={styles.content}>{children}</section>
    </div>
  );
}
