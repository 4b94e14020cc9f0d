import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { isApiError } from '../../../lib/api-client';
import { ErrorBlock, LoadingBlock } from '../../funds/components/load-states';
import styles from './records.module.css';

export interface RecordsBodyProps {
  /** `records-<name>`: the loading, error and empty blocks get it as prefix. */
  name: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  /** The filters are invalid: the range error already says why. */
  disabled: boolean;
  empty: boolean;
  children: ReactNode;
}

/** Loading, error and empty states of a records list, then the list itself. */
export function RecordsBody({ name, query, disabled, empty, children }: RecordsBodyProps) {
  const { t } = useTranslation('records');
  if (disabled) return null;
  if (query.isPending) return <LoadingBlock testId={`records-${name}-loading`} />;
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 'INTERNAL';
    return (
      <ErrorBlock
        testId={`records-${name}-error`}
        message={t(`errors:${code}`)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon="list"
        title={t('empty.title')}
        description={t('empty.description')}
        className={styles.empty}
      />
    );
  }
  return (
    <div className={styles.body} aria-busy={query.isPlaceholderData || undefined}>
      {children}
    </div>
  );
}
