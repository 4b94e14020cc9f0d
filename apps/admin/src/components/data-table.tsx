import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from './ui';

const INTERACTIVE = 'button, a, input, select, textarea, label';

export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  loading?: boolean;
  error?: string | null;
  empty: string;
  /** Keyset paging: another page exists; `onMore` fetches it. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  onOpen?: (row: T) => void;
  caption: string;
}

/**
 * The back office's list: dense, sticky header, rows reachable by keyboard (Tab, Enter opens),
 * one keyset page at a time (never OFFSET). Headless TanStack Table does the columns.
 */
export function DataTable<T>({
  columns,
  rows,
  rowId,
  loading,
  error,
  empty,
  hasMore,
  loadingMore,
  onMore,
  onOpen,
  caption,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: rows as T[],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div className="table-wrap">
      {error ? <Notice tone="bad">{error}</Notice> : null}
      <div className="table-scroll">
        <table className="table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={(header.column.columnDef.meta as { className?: string })?.className}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={onOpen ? 'row-link' : undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={
                  onOpen
                    ? (event) => {
                        // A button or link inside the row does its own thing.
                        if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
                        onOpen(row.original);
                      }
                    : undefined
                }
                onKeyDown={
                  onOpen
                    ? (event) => {
                        if (event.key === 'Enter' && event.target === event.currentTarget) {
                          onOpen(row.original);
                        }
                      }
                    : undefined
                }
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={(cell.column.columnDef.meta as { className?: string })?.className}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 ? (
              <tr>
                <td className="table-empty" colSpan={columns.length}>
                  <span className="table-empty-text">{empty}</span>
                </td>
              </tr>
            ) : null}
            {loading && rows.length === 0 ? (
              <tr>
                <td className="table-empty" colSpan={columns.length}>
                  <span role="status">
                    <span className="spinner" aria-hidden="true" /> {t('common.loading')}
                  </span>
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {hasMore && onMore ? (
        <div className="table-more">
          <Button onClick={onMore} busy={loadingMore ?? false}>
            {t('common.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
