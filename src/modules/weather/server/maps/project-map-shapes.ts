import 'server-only';
import { geoArea, geoMercator, type GeoPermissibleObjects } from 'd3-geo';
import type { BoundaryGeometry } from './get-boundaries';

export interface MapPlace {
  psgc: string;
  lat: number;
  lon: number;
  geometry?: BoundaryGeometry;
}

export interface ProjectedShape {
  psgc: string;
  /** SVG path of the boundary, when one is loaded. */
  path?: string;
  /** Where the place's point goes. */
  x: number;
  y: number;
}

type Ring = [number, number][];

// Points closer than this (in map units, half pixels) to the last one drawn add nothing visible.
const MIN_STEP = 3;

function rings(geometry: BoundaryGeometry): Ring[] {
  return geometry.type === 'Polygon' ? (geometry.coordinates as Ring[]) : (geometry.coordinates as Ring[][]).flat();
}

// d3 wants exterior rings clockwise to measure bounds; files written to RFC 7946 wind them the
// other way, which d3 reads as "the whole globe but this place". Reversed rings fix the bounds.
function forBounds(geometry: BoundaryGeometry): GeoPermissibleObjects {
  const feature = { type: 'Feature', properties: {}, geometry } as GeoPermissibleObjects;
  if (geoArea(feature) <= 2 * Math.PI) return feature;
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: rings(geometry).map((ring) => [[...ring].reverse()]) } };
}

/**
 * Projects the places into a box of the given size: boundaries as SVG paths in whole units (draw the
 * box at twice the display size for half-pixel detail), dropping points within MIN_STEP of the last;
 * places without a boundary as centroid points. Holes are drawn with the even-odd fill rule.
 */
export function projectMapShapes(places: MapPlace[], width: number, height: number, padding = 16): ProjectedShape[] {
  const projection = geoMercator().fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    {
      type: 'FeatureCollection',
      features: places.map((place) =>
        place.geometry ? forBounds(place.geometry) : { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [place.lon, place.lat] } },
      ),
    } as GeoPermissibleObjects,
  );
  const project = (point: [number, number]) => projection(point) ?? [0, 0];

  const toPath = (geometry: BoundaryGeometry) =>
    rings(geometry)
      .map((ring) => {
        const points: [number, number][] = [];
        for (const position of ring) {
          const [x, y] = project(position).map(Math.round) as [number, number];
          const last = points.at(-1);
          if (!last || Math.abs(last[0] - x) + Math.abs(last[1] - y) >= MIN_STEP) points.push([x, y]);
        }
        if (points.length < 3) return '';
        return `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
      })
      .join('');

  return places.map((place) => {
    const [x, y] = project([place.lon, place.lat]);
    const path = place.geometry ? toPath(place.geometry) : '';
    return { psgc: place.psgc, path: path || undefined, x: Math.round(x), y: Math.round(y) };
  });
}
