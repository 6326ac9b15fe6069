import 'server-only';
import { planCapAlerts, type CapPlan } from '@/modules/exchange/rules/feeds/cap-threads';
import type { Queryable } from '@/platform/db/database';
import { readCycloneAdvisories, type StoredAdvisory } from './read-cyclone-advisories';

export interface ListedCapAlert {
  plan: CapPlan;
  advisory: StoredAdvisory;
  /** The earlier alerts it updates or cancels, oldest first. */
  references: StoredAdvisory[];
}

/**
 * How far back a thread of alerts is followed. PAGASA's bulletins on one cyclone come every few hours
 * for a week or two: far fewer than this, so a thread is always read whole.
 */
const THREAD_WINDOW = 200;

/** The advisories that are CAP alerts, oldest first, each with the earlier alerts of its cyclone: the newest, or those up to one advisory. */
export async function listCapAlerts(db: Queryable, options: { through?: string } = {}): Promise<ListedCapAlert[]> {
  const advisories = await readCycloneAdvisories(db, { limit: THREAD_WINDOW, through: options.through });
  const byId = new Map(advisories.map((advisory) => [advisory.id, advisory]));
  return planCapAlerts(advisories.map((advisory) => ({ id: advisory.id, active: advisory.active, cyclone: advisory.name }))).map((plan) => ({
    plan,
    advisory: byId.get(plan.id)!,
    references: plan.references.map((id) => byId.get(id)!),
  }));
}
