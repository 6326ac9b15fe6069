import 'server-only';
/**
 * Whether a write failed on a unique index (PostgreSQL's 23505), as node-postgres throws it or as drizzle
 * wraps it (in `cause`): a race another writer won, for the caller to answer as such.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}
