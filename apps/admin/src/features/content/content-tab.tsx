import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { ExportButton } from '../../components/export-button';
import { Button } from '../../components/ui';
import { useCan } from '../../lib/session';
import type { useKeysetList } from '../../lib/use-keyset';
import type { ContentTabKey } from './content-shared';

/**
 * A tab's filters, kept in the URL beside the tab (`?tab=banners&group=w_home`): `pick` reads
 * one that must be among the allowed values (anything else is no filter), `set` changes one
 * (an empty value removes it).
 */
export function useTabFilters(tab: ContentTabKey) {
  const [params, setParams] = useSearchParams();
  return {
    params,
    pick<K extends string>(name: string, allowed: readonly K[]): K | undefined {
      const raw = params.get(name);
      return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as K) : undefined;
    },
    set(name: string, value: string | undefined) {
      const next = new URLSearchParams(params);
      next.set('tab', tab);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next);
    },
  };
}

/** A filter of the list: a small select whose first option is "all". */
export function FilterSelect({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="filter">
      <span>{label}</span>
      <select
        className="input input-sm"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {children}
      </select>
    </label>
  );
}

/**
 * The list of a content tab: its filters and, with content.write, the button that creates one;
 * the table (keyset pages, a row opens its editor); and the editor, mounted afresh at each
 * opening (`row` null: a new one).
 */
export function ContentTab<T extends { code: string }>({
  filters,
  newLabel,
  caption,
  columns,
  empty,
  list,
  editor,
  exportQuery,
}: {
  filters: ReactNode;
  newLabel: string;
  caption: string;
  columns: ColumnDef<T, unknown>[];
  empty: string;
  list: ReturnType<typeof useKeysetList<T>>;
  editor: (row: T | null, close: () => void) => ReactNode;
  /** The list's CSV export with the filters on screen (the list's path and query). */
  exportQuery?: { path: string; query: Record<string, string | undefined> };
}) {
  const can = useCan();
  const [open, setOpen] = useState<{ row: T | null; seq: number } | null>(null);
  return (
    <>
      <div className="page-toolbar">
        <div className="filters">{filters}</div>
        <div className="page-actions">
          {exportQuery ? <ExportButton {...exportQuery} /> : null}
          {can('content.write') ? (
            <Button variant="primary" onClick={() => setOpen({ row: null, seq: Date.now() })}>
              <Plus size={16} aria-hidden="true" />
              {newLabel}
            </Button>
          ) : null}
        </div>
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rowId={(row) => row.code}
        empty={empty}
        onOpen={(row) => setOpen({ row, seq: Date.now() })}
        {...list}
      />
      {open ? <Fragment key={open.seq}>{editor(open.row, () => setOpen(null))}</Fragment> : null}
    </>
  );
}
