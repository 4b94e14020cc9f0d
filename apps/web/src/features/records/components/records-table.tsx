import type { ReactNode } from 'react';
import styles from './records.module.css';

export interface RecordsColumn<Row> {
  key: string;
  /** The header, and the cell's `data-label` on phones. */
  label: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell's class when it is not numeric (time, reference). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

function dataAttributes(data: Record<string, string> | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) attributes[`data-${key}`] = value;
  return attributes;
}

/** A records table on wide screens, stacked cards on phones (records.module.css). */
export function RecordsTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
  rowTestId,
  rowType,
  rowData,
}: {
  columns: readonly RecordsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  testId: string;
  rowTestId: string;
  /** The row's `data-type`, when the rows have one. */
  rowType?: (row: Row) => string;
  /** More `data-*` attributes of the row (keys without the `data-` prefix), for tests and styles. */
  rowData?: (row: Row) => Record<string, string>;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              data-type={rowType?.(row)}
              {...dataAttributes(rowData?.(row))}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.label}
                  className={column.numeric ? styles.numeric : column.className}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
