import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import type { IconName } from '../../../components/icon-full';
import { isApiError } from '../../../lib/api-client';
import { ErrorBlock, LoadingBlock } from '../../funds/components/load-states';
import styles from './agent-team.module.css';

export interface TeamBodyProps {
  /** `team-<name>`: the loading, error and empty blocks get it as prefix. */
  name: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData?: boolean;
    refetch: () => unknown;
  };
  /** The filters are invalid: the range error already says why. */
  disabled?: boolean;
  empty: boolean;
  emptyIcon?: IconName;
  /** Translated; the default says nothing matched the filters. */
  emptyTitle?: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** Loading, error and empty states of a team page, then the page's figures. */
export function TeamBody({
  name,
  query,
  disabled = false,
  empty,
  emptyIcon = 'users',
  emptyTitle,
  emptyDescription,
  emptyAction,
  children,
}: TeamBodyProps) {
  const { t } = useTranslation('agentTeam');
  if (disabled) return null;
  if (query.isPending) return <LoadingBlock testId={`team-${name}-loading`} />;
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 'INTERNAL';
    return (
      <ErrorBlock
        testId={`team-${name}-error`}
        message={t(`errors:${code}`)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={emptyTitle ?? t('empty.title')}
        description={emptyDescription ?? t('empty.description')}
        action={emptyAction}
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
