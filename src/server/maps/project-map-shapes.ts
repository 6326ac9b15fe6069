import 'server-only';
import { geoArea, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
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
  /** Where the place's point or label goes. */
  x: number;
  y: number;
}

type Ring = [number, number][];

// d3 wants exterior rings clockwise; files written to RFC 7946 wind them the other way, which d3
// reads as "the whole globe but this place". Reversing such rings restores the shape.
function d3Winding(geometry: BoundaryGeometry): GeoPermissibleObjects {
  const feature = { type: 'Feature', properties: {}, geometry } as GeoPermissibleObjects;
  if (geoArea(feature) <= 2 * Math.PI) return feature;
  const reverse = (rings: Ring[]) => rings.map((ring) => [...ring].reverse());
  const coordinates =
    geometry.type === 'Polygon' ? reverse(geometry.coordinates as Ring[]) : (geometry.coordinates as Ring[][]).map(reverse);
  return { type: 'Feature', properties: {}, geometry: { type: geometry.type, coordinates } } as GeoPermissibleObjects;
}

/** Projects the places into a box of the given size: boundaries as paths, otherwise centroid points. */
export function projectMapShapes(places: MapPlace[], width: number, height: number, padding = 12): ProjectedShape[] {
  const features = places.map((place) =>
    place.geometry
      ? d3Winding(place.geometry)
      : ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [place.lon, place.lat] } } as GeoPermissibleObjects),
  );
  const projection = geoMercator().fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    { type: 'FeatureCollection', features } as GeoPermissibleObjects,
  );
  const path = geoPath(projection);
  return places.map((place, index) => {
    const [x, y] = projection([place.lon, place.lat]) ?? [width / 2, height / 2];
    const feature = features[index]!;
    return {
      psgc: place.psgc,
      path: place.geometry ? (path(feature) ?? undefined) : undefined,
      x: Math.round(x * 10) / 10,
      y: Math.round(y * 10) / 10,
    };
  });
}
