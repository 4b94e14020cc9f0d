import { z } from 'zod/mini';
import { defineEndpoint, type EndpointDef } from './endpoint.ts';

/** The list's own field K, or undefined when it declares none. */
type Of<E, K extends string> = E extends { [P in K]: infer V } ? V : undefined;

export const CSV_TYPES = ['text/csv'] as const;

const CsvBodySchema = z
  .unknown()
  .check(z.meta({ type: 'string', format: 'binary', description: 'CSV, UTF-8, one header row' }));

/**
 * The CSV export of an operator list (issue 13: "CSV export streamed for any filtered list"):
 * `<list path>/export.csv`, the list's own filters and permission, every matching row streamed
 * page by page by the server (apps/server/src/lib/csv-export.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function csvExportOf<const E extends EndpointDef & { path: string }>(list: E) {
  return defineEndpoint({
    method: 'GET',
    path: `${list.path}/export.csv` as `${E['path']}/export.csv`,
    summary: `${list.summary} (CSV export of every matching row)`,
    tags: list.tags,
    auth: 'operator',
    permission: list.permission as Of<E, 'permission'>,
    params: list.params as Of<E, 'params'>,
    query: list.query as Of<E, 'query'>,
    response: CsvBodySchema,
    produces: CSV_TYPES,
  });
}
