import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';

/**
 * The time an issuance speaks from (the rule's `issuedAt ?? savedAt`, `weather/rules/live-issuance.ts`):
 * a cyclone advisory's issue time, or when it was saved if it has none ("no active cyclone" as the
 * office saves it); a 10-day outlook's forecast date; a seasonal one's first month (its forecast date
 * is the day it was stored). Queries using it join `special_advisory` on the issuance.
 */
const LIVE_TIME = sql`coalesce(${specialAdvisory.issuedAt}, case when ${weatherIssuance.type} = 'special_weather' then ${weatherIssuance.dateCreated} when ${weatherIssuance.type} = 'seasonal' then (${weatherIssuance.validFrom}::timestamp at time zone 'Asia/Manila') else (${weatherIssuance.forecastDate}::timestamp at time zone 'Asia/Manila') end)`;

/**
 * Which stored issuance of a type is live, for every reader and writer alike (decision 082): the
 * greatest by its time, then by when it was saved (a corrected re-run replaces). An older issue
 * loaded later (the archive, a bulletin typed in late) never displaces it.
 */
export const LIVE_ISSUANCE_ORDER = [desc(LIVE_TIME), desc(weatherIssuance.dateCreated)] as const;

/**
 * True for an issuance that was live the moment it was saved (the rule's `liveWhenSaved`): no issuance
 * of its type saved before it is newer by LIVE_ISSUANCE_ORDER. A window over the query's rows, which
 * must therefore be all the region's issuances of the type, before any other condition or limit.
 */
export const LIVE_WHEN_SAVED = sql<boolean>`coalesce(${LIVE_TIME} >= max(${LIVE_TIME}) over (partition by ${weatherIssuance.type} order by ${weatherIssuance.dateCreated}, ${weatherIssuance.id} rows between unbounded preceding and 1 preceding), true)`;
