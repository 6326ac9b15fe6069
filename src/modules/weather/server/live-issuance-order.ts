import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { specialAdvisory, weatherIssuance } from '@/db/schema';

/**
 * Which stored issuance of a type is the live outlook, for every reader and writer alike: the newest by
 * what it forecasts (a 10-day outlook by its forecast date, a seasonal one by its first month — its
 * forecast date is the day it was stored —, a cyclone advisory by its issue
 * time, or when it was saved if it has none), and of two for the same date the last stored (a corrected re-run replaces). An older issue
 * loaded later (the archive) never displaces it. Queries using it join `special_advisory` on the issuance.
 */
export const LIVE_ISSUANCE_ORDER = [
  // An advisory without PAGASA's issue time ("no active cyclone" as the office saves it) counts from when it was saved.
  desc(
    sql`coalesce(${specialAdvisory.issuedAt}, case when ${weatherIssuance.type} = 'special_weather' then ${weatherIssuance.dateCreated} when ${weatherIssuance.type} = 'seasonal' then (${weatherIssuance.validFrom}::timestamp at time zone 'Asia/Manila') else (${weatherIssuance.forecastDate}::timestamp at time zone 'Asia/Manila') end)`,
  ),
  desc(weatherIssuance.dateCreated),
] as const;
