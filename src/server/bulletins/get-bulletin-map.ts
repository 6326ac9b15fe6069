import 'server-only';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { BoundaryCredit } from '@/domain/places/boundary-credit';
import type { Queryable } from '@/server/db/database';
import { getBoundaries } from '@/server/maps/get-boundaries';
import { getBoundaryCredits } from '@/server/maps/get-boundary-credits';
import { getBoundaryVersion } from '@/server/maps/get-boundary-version';
import { projectMapShapes, type ProjectedShape } from '@/server/maps/project-map-shapes';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';

export const BULLETIN_MAP_BOX = { width: 240, height: 200 };

export interface BulletinMap {
  width: number;
  height: number;
  /** The province's places (a boundary path, or a dot without one), the bulletin's own last so it is drawn on top; `code` is its outlook code, if known. */
  shapes: (ProjectedShape & { name: string; code: string | null; selected: boolean })[];
  /** Whose boundaries the shapes are (decision 022); none for dots. */
  credits: BoundaryCredit[];
}

// Projecting a province's boundaries is the same work for every bulletin of the province until
// boundaries are imported again: kept per province and boundary version.
const projected = new Map<string, { shapes: ProjectedShape[]; names: string[]; credits: BoundaryCredit[] }>();

/** The bulletin's province for its map: boundaries when loaded, else one dot per place; coloured by `outlookMap`. */
export async function getBulletinMap(db: Queryable, doc: BulletinDocument): Promise<BulletinMap> {
  const key = `${doc.province.psgc}@${await getBoundaryVersion(db)}`;
  let entry = projected.get(key);
  if (!entry) {
    const { municipalities } = await resolvePlaceFilter(db, { province: doc.province.psgc });
    const [boundaries, credits] = await Promise.all([getBoundaries(db, municipalities.map((m) => m.psgc)), getBoundaryCredits(db, doc.province.psgc)]);
    const places = municipalities.map((m) => ({ psgc: m.psgc, lat: m.lat, lon: m.lon, geometry: boundaries.get(m.psgc) }));
    entry = { shapes: projectMapShapes(places, BULLETIN_MAP_BOX.width, BULLETIN_MAP_BOX.height, 6), names: municipalities.map((m) => m.name), credits };
    if (projected.size > 20) projected.clear();
    projected.set(key, entry);
  }
  const codes = new Map((doc.outlookMap?.places ?? []).map((place) => [place.psgc, place.code]));
  const shapes = entry.shapes.map((shape, i) => ({
    ...shape,
    name: entry.names[i]!,
    code: codes.get(shape.psgc) ?? null,
    selected: shape.psgc === doc.municipality.psgc,
  }));
  shapes.sort((a, b) => Number(a.selected) - Number(b.selected));
  return { ...BULLETIN_MAP_BOX, shapes, credits: entry.credits };
}
