import 'server-only';

/** The database's own words, without the query and its (possibly huge) parameters. */
export function describeDatabaseError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}
