import { z } from 'zod/mini';

/**
 * The largest value a PostgreSQL `integer` (serial) column holds. An id past it can name no row,
 * and sent to the database it fails as an out-of-range error (a 500) instead of a clean 400
 * (decision 026). Ids of `bigint` columns stay within Number.MAX_SAFE_INTEGER, as z.int() does.
 */
export const SERIAL_ID_MAX = 2_147_483_647;

/** The id of a row in a `serial` (integer) table, in a JSON body. */
export const SerialIdSchema = z.number().check(z.int(), z.positive(), z.lte(SERIAL_ID_MAX));
/** The same, from a query string or a path parameter. */
export const SerialIdParamSchema = z.coerce
  .number()
  .check(z.int(), z.positive(), z.lte(SERIAL_ID_MAX));
