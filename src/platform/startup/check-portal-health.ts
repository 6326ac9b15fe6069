import 'server-only';
import { checkHealth, type Health } from '@/platform/health/check-health';
import { getDatabaseHandle } from './portal-database';

/**
 * The health of this instance's own database. The check is handed the handle itself, not the `db` of
 * the route: it reports which kind of database it is and gives its opening a time limit.
 */
export function checkPortalHealth(): Promise<Health> {
  return checkHealth(getDatabaseHandle);
}
