import { Readable } from 'node:stream';
import type { EndpointDef } from '@nova/contracts/endpoint';
import { type RouteContext, rawRoute } from './route.ts';

export type CsvColumns<Row> = readonly (readonly [header: string, value: (row: Row) => unknown])[];

/** One page of a list and the cursor of the next (null: the last page). */
export interface CsvPage<Row, C = number> {
  items: readonly Row[];
  next: C | null;
}

/** Characters a spreadsheet reads as the start of a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when needed; text a spreadsheet would run as a formula is defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/**
 * Registers a CSV export (contracts `csvExportOf`): the list's filters, every page read in turn
 * by its keyset cursor and streamed as it comes, so memory stays flat for millions of rows.
 */
export function csvRoute<E extends EndpointDef, Row, C extends number | string = number>(
  app: Parameters<typeof rawRoute>[0],
  endpoint: E,
  options: {
    filename: string;
    columns: CsvColumns<Row>;
    /**
     * The page at `cursor` (undefined: the first), in the list's own order. The cursor is the
     * list's own: an id, or an opaque string (a member's rounds).
     */
    page: (ctx: RouteContext<E>, cursor: C | undefined) => Promise<CsvPage<Row, C>>;
    /** Written before the first row: who exported what (the audit log). */
    audit: (ctx: RouteContext<E>) => Promise<void>;
  },
): void {
  rawRoute(app, endpoint, async (ctx) => {
    await options.audit(ctx);
    const { columns, page } = options;
    async function* rows() {
      // A byte-order mark: spreadsheets then read the file as UTF-8.
      yield `\uFEFF${csvLine(columns.map(([header]) => header))}`;
      let cursor: C | undefined;
      for (;;) {
        const result = await page(ctx, cursor);
        if (result.items.length > 0) {
          yield result.items.map((row) => csvLine(columns.map(([, value]) => value(row)))).join('');
        }
        if (result.next === null || result.items.length === 0) return;
        cursor = result.next;
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${options.filename}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(rows()));
  });
}
