/**
 * The SQLSTATE of a database error (PGlite and node-postgres alike), through Drizzle's wrapper,
 * which puts the driver's error in `cause`.
 */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
