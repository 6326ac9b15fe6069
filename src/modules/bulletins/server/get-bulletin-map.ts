import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { BULLETIN_MAP_BOX, colourBulletinMap, type BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import type { BoundaryCredit } from '@/modules/places/rules/boundary-credit';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import type { Queryable } from '@/platform/db/database';
import { getBoundaries } from '@/modules/weather/server/maps/get-boundaries';
import { getBoundaryCredits } from '@/modules/weather/server/maps/get-boundary-credits';
import { projectMapShapes } from '@/modules/weather/server/maps/project-map-shapes';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { bulletinContext } from './bulletin-context';

export type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';

type Projected = { places: { psgc: string; name: string; path?: string; x: number; y: number }[]; credits: BoundaryCredit[] };

/**
 * The bulletin's province map, gathered for the renderers (which read nothing): boundaries when
 * loaded, else one dot per place, coloured by the document's `outlookMap`, with the boundaries'
 * credit lines in the bulletin's language.
 */
export async function getBulletinMap(db: Queryable, doc: BulletinDocument): Promise<BulletinMap> {
  // Projecting a province's boundaries is the same work for every bulletin of the province until
  // boundaries are imported again, which moves the public data generation on.
  const entry = await memoPerGeneration(db, `bulletin-map:${doc.province.psgc}`, async (): Promise<Projected> => {
    const { municipalities } = await resolvePlaceFilter(db, { province: doc.province.psgc });
    const [boundaries, credits] = await Promise.all([
      getBoundaries(
        db,
        municipalities.map((m) => m.psgc),
      ),
      getBoundaryCredits(db, doc.province.psgc),
    ]);
    const shapes = projectMapShapes(
      municipalities.map((m) => ({ psgc: m.psgc, lat: m.lat, lon: m.lon, geometry: boundaries.get(m.psgc) })),
      BULLETIN_MAP_BOX.width,
      BULLETIN_MAP_BOX.height,
      6,
    );
    return { places: shapes.map((shape, i) => ({ ...shape, name: municipalities[i]!.name })), credits };
  });
  const { weather } = bulletinContext(doc.language);
  return colourBulletinMap(
    doc,
    entry.places,
    BULLETIN_MAP_BOX,
    entry.credits.map((credit) => weather(`boundaries_${credit}`)),
  );
}
