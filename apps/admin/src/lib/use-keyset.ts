import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from './api';

export interface KeysetPage<T, C = number> {
  items: readonly T[];
  nextBefore: C | null;
}

/**
 * A server-filtered list read one keyset page at a time: the next page is the rows before the
 * last one seen (`before`), so a list of millions never scans with OFFSET.
 */
export function useKeysetList<T, C = number>(
  key: readonly unknown[],
  fetchPage: (before: C | undefined) => Promise<KeysetPage<T, C>>,
  enabled = true,
) {
  const { t } = useTranslation();
  const query = useInfiniteQuery<
    KeysetPage<T, C>,
    Error,
    { pages: KeysetPage<T, C>[] },
    readonly unknown[],
    C | undefined
  >({
    queryKey: key,
    enabled,
    initialPageParam: undefined as C | undefined,
    queryFn: ({ pageParam }) => fetchPage(pageParam as C | undefined),
    getNextPageParam: (last) => (last.nextBefore === null ? undefined : last.nextBefore),
  });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    rows,
    loading: query.isPending && enabled,
    error: query.error ? errorText(t, query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onMore: () => void query.fetchNextPage(),
    refetch: () => query.refetch(),
  };
}
