import { z } from 'zod';
import { slugify } from '@/domain/places/slugify';
import { weatherViewPath } from '@/domain/weather/weather-view';
import { getDb } from '@/server/db/get-db';
import { locatePublicPlace } from '@/server/places/locate-public-place';

const positionQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * "Use my location" lands here with the phone's position: on to the place's weather, or back to the
 * search page saying the position is outside the region. The position is used for this answer only:
 * nothing stores or logs it (request logs keep the path without its query).
 */
export async function GET(request: Request): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = positionQuery.safeParse(query);
  if (!parsed.success) return seeOther('/search?near=unreadable');
  const found = await locatePublicPlace(await getDb(), parsed.data);
  if (found.kind === 'outside') return seeOther(`/search?near=outside&km=${Math.round(found.km)}`);
  return seeOther(weatherViewPath({ tab: 'ten-day', province: slugify(found.place.province.name), municipality: slugify(found.place.name) }));
}
