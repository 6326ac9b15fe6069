import 'server-only';
import { municipality, province } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/** PSGC code → name of every province and city or municipality of the region (the code itself when unknown). */
export async function readPlaceNames(db: Queryable): Promise<(psgc: string) => string> {
  // One after the other: inside a transaction the queries share one connection.
  const provinces = await db.select({ psgc: province.psgc, name: province.name }).from(province);
  const places = await db.select({ psgc: municipality.psgc, name: municipality.name }).from(municipality);
  const names = new Map([...provinces, ...places].map((place) => [place.psgc, place.name]));
  return (psgc) => names.get(psgc) ?? psgc;
}
