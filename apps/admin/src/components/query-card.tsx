import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api';
import { useCan } from '../lib/session';
import { Card, Notice, Spinner } from './ui';

interface QueryCardProps<T> {
  /** Without it the card is not there at all, and the server is not asked. */
  permission: string;
  /** The card's title while the data loads or has failed. */
  title: ReactNode;
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The loaded data drawn, as its own Card (its title may then tell more, and it has actions). */
  children: (data: T) => ReactNode;
}

/**
 * A card of data read for one screen (a panel of the member page): shown only to an operator
 * holding `permission`; a spinner in the card while the data loads, the failure in words; then
 * whatever `children` draws of it.
 */
export function QueryCard<T>({ permission, ...props }: QueryCardProps<T>) {
  const can = useCan();
  if (!can(permission)) return null;
  return <Loaded {...props} />;
}

function Loaded<T>({ title, queryKey, queryFn, children }: Omit<QueryCardProps<T>, 'permission'>) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey, queryFn });
  if (query.isPending) {
    return (
      <Card title={title}>
        <Spinner label={t('common.loading')} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={title}>
        <Notice tone="bad">{errorText(t, query.error)}</Notice>
      </Card>
    );
  }
  return children(query.data);
}
