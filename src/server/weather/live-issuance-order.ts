import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';

/**
 * Which stored issuance of a type is the live outlook, for every reader and writer alike: the newest by
 * what it forecasts (a 10-day or seasonal outlook by its forecast date, a cyclone advisory by its issue
 * time), and of two for the same date the last stored (a corrected re-run replaces). An older issue
 * loaded later (the archive) never displaces it. Queries using it join `special_advisory` on the issuance.
 */
export const LIVE_ISSUANCE_ORDER = [
  desc(sql`coalesce(${specialAdvisory.issuedAt}, (${weatherIssuance.forecastDate}::timestamp at time zone 'Asia/Manila'))`),
  desc(weatherIssuance.dateCreated),
] as const;
