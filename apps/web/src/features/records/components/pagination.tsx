import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon-full';
import styles from './records.module.css';

/** The page numbers shown: first, last and two either side of the current, with gaps. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('records');
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')} data-testid="pagination">
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pagination.previous')}
        data-testid="page-prev"
      >
        <Icon name="chevron-left" size={16} />
      </button>
      {pageWindow(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.pageButton}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            data-testid={`page-${item}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pagination.next')}
        data-testid="page-next"
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
