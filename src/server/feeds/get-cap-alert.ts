import 'server-only';
import { capAlertXml } from '@/domain/feeds/cap-alert';
import type { Queryable } from '@/server/db/database';
import { AppError } from '@/server/errors/app-error';
import { composeCapAlert } from './compose-cap-alert';
import { listCapAlerts } from './list-cap-alerts';
import { loadCapContext } from './load-cap-context';

/** One advisory's CAP 1.2 document; 404 for an unknown id and for a "no active cyclone" that cancels nothing. */
export async function getCapAlert(db: Queryable, issuanceId: string): Promise<string> {
  const listed = (await listCapAlerts(db, { through: issuanceId })).find((alert) => alert.plan.id === issuanceId);
  if (!listed) {
    throw new AppError('NOT_FOUND', 'There is no such alert: the address must be one the alerts feed (/feeds/cyclone-advisories.atom) links.', {
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return capAlertXml(await composeCapAlert(db, await loadCapContext(db), listed, { polygons: true }));
}
