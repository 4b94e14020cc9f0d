import {
  type ContractKind,
  type ContractState,
  REALTIME_SALARY_MINUTES,
  type StatementStatus,
} from '@nova/contracts/api/agent-contracts';
import { formatMinor } from '@nova/contracts/money';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/field';
import { Badge } from '../../components/ui';
import { errorText } from '../../lib/api';
import i18n from '../../lib/i18n';

/** What the agent screens share: query keys, words for the contracts' values, badges, pages. */
export const AGENTS_KEY = ['ops', 'agents'] as const;
export const CONTRACTS_KEY = [...AGENTS_KEY, 'contracts'] as const;
export const STATEMENTS_KEY = [...AGENTS_KEY, 'statements'] as const;
export const PAGE_SIZE = 20;

/** Basis points as a percentage with two decimals, exactly: 3000 → "30.00%". */
export function ratioText(t: TFunction, basisPoints: number): string {
  return t('agents.percent', { value: formatMinor(BigInt(basisPoints), 2, i18n.language) });
}

export function kindText(t: TFunction, kind: ContractKind): string {
  return t(`agents.kinds.${kind}`);
}

export function periodText(t: TFunction, period: string): string {
  return t(`agents.periods.${period}`, {
    minutes: REALTIME_SALARY_MINUTES,
    defaultValue: period,
  });
}

/** The contract's paying side: an upline's account, or the platform. */
export function uplineText(t: TFunction, upline: string | null): string {
  return upline ?? t('agents.platform');
}

/** An event's actor: a member's account, 'PLATFORM:<operator>' or 'SYSTEM'. */
export function actorText(t: TFunction, actor: string): string {
  if (actor === 'SYSTEM') return t('agents.system');
  if (actor.startsWith('PLATFORM:')) {
    return t('agents.platformBy', { operator: actor.slice('PLATFORM:'.length) });
  }
  return actor;
}

const STATE_TONE: Record<ContractState, 'info' | 'warn' | 'good' | 'neutral' | 'bad'> = {
  REQUESTED: 'info',
  OFFERED: 'warn',
  SIGNED: 'good',
  REFUSED: 'neutral',
  TERMINATED: 'neutral',
};

export function ContractStateBadge({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONE[state]}>{t(`agents.states.${state}`)}</Badge>;
}

const STATUS_TONE: Record<StatementStatus, 'good' | 'warn' | 'bad' | 'neutral'> = {
  PAID: 'good',
  OWED: 'warn',
  OVERDUE: 'bad',
  NOTHING: 'neutral',
};

export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`agents.statementStatus.${status}`)}</Badge>;
}

export function KindBadges({ kinds }: { kinds: readonly ContractKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return <span className="muted">—</span>;
  return (
    <span className="badges">
      {kinds.map((kind) => (
        <Badge key={kind} tone="info">
          {t(`agents.kindsShort.${kind}`)}
        </Badge>
      ))}
    </span>
  );
}

/** An amount that may be negative, coloured by sign. */
export function signedClass(minor: string): string | undefined {
  const value = BigInt(minor);
  if (value > 0n) return 'pos';
  if (value < 0n) return 'neg';
  return undefined;
}

export interface Paged<T> {
  content: readonly T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}

/**
 * A server-filtered list read page by page (the agent calls are numbered pages of
 * PAGE_SIZE): the DataTable's props, and the first page's answer (its totals).
 */
export function usePagedList<P extends Paged<unknown>>(
  key: readonly unknown[],
  fetchPage: (pageNo: number) => Promise<P>,
  enabled = true,
) {
  const { t } = useTranslation();
  const query = useInfiniteQuery<P, Error, InfiniteData<P, number>, readonly unknown[], number>({
    queryKey: key,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  return {
    first: pages[0],
    table: {
      rows: pages.flatMap((page) => page.content) as P['content'][number][],
      loading: query.isPending && enabled,
      error: query.error ? errorText(t, query.error) : null,
      hasMore: query.hasNextPage,
      loadingMore: query.isFetchingNextPage,
      onMore: () => void query.fetchNextPage(),
    },
  };
}

/** A list filter over a closed set of values, with "All" (the empty value) first. */
export function ValueFilter<V extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string;
  value: V | undefined;
  values: readonly V[];
  labelOf: (value: V) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('agents.all')}</option>
      {values.map((key) => (
        <option key={key} value={key}>
          {labelOf(key)}
        </option>
      ))}
    </SelectField>
  );
}
