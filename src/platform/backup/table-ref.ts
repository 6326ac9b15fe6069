import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A backed-up table's name in SQL: the portal's own tables by their bare names (as backups have always
 * named them), the job queue's as `pgboss.<table>`.
 */
export function tableRef(name: string): SQL {
  const dot = name.indexOf('.');
  return dot < 0 ? sql`${sql.identifier(name)}` : sql`${sql.identifier(name.slice(0, dot))}.${sql.identifier(name.slice(dot + 1))}`;
}
