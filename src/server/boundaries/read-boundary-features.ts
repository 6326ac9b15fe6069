import 'server-only';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature as topoFeature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { measureTopology } from '@/domain/places/measure-topology';
import { AppError } from '@/server/http/app-error';
import type { UploadedFile } from '@/server/spreadsheets/load-workbook';

export type AreaFeature = Feature<Polygon | MultiPolygon, Record<string, unknown>>;

// A region's barangays are some 4,000 shapes; the whole country's about 42,000.
const MAX_FEATURES = 50_000;
// What the shapes may expand to in memory (several times this in bytes) before simplification.
const MAX_TOPOLOGY_POINTS = 5_000_000;

const tooManyFeatures = (name: string) => new AppError('PAYLOAD_TOO_LARGE', `${name}: the file has more than ${MAX_FEATURES.toLocaleString('en')} features and was refused.`);

export interface ReadFeature {
  file: string;
  index: number;
  feature: Feature<Polygon | MultiPolygon | null, Record<string, unknown>> | Feature;
}

/** Every feature of a GeoJSON (FeatureCollection or Feature) or TopoJSON (every object) file. */
export function readBoundaryFeatures(file: UploadedFile): ReadFeature[] {
  let json: unknown;
  try {
    json = JSON.parse(file.bytes.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', `${file.name}: this is not a GeoJSON or TopoJSON file (not valid JSON).`);
  }
  const type = (json as { type?: unknown })?.type;
  let features: Feature[];
  if (type === 'FeatureCollection' && Array.isArray((json as FeatureCollection).features)) {
    features = (json as FeatureCollection).features;
  } else if (type === 'Feature') {
    features = [json as Feature];
  } else if (type === 'Topology' && typeof (json as Topology).objects === 'object') {
    const topology = json as Topology;
    // Measured before converting: the conversion itself is what a hostile file would blow up.
    const size = measureTopology(topology);
    if (size.geometries > MAX_FEATURES) throw tooManyFeatures(file.name);
    if (size.points > MAX_TOPOLOGY_POINTS) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the TopoJSON file expands to more than ${MAX_TOPOLOGY_POINTS.toLocaleString('en')} points and was refused; simplify it first.`);
    }
    try {
      features = Object.values(topology.objects).flatMap((object) => {
        const converted = topoFeature(topology, object) as FeatureCollection | Feature;
        return converted.type === 'FeatureCollection' ? converted.features : [converted];
      });
    } catch {
      throw new AppError('BAD_REQUEST', `${file.name}: the TopoJSON file is broken and cannot be read.`);
    }
  } else {
    throw new AppError('BAD_REQUEST', `${file.name}: expected a GeoJSON FeatureCollection or a TopoJSON Topology, found type "${String(type)}".`);
  }
  if (features.length > MAX_FEATURES) throw tooManyFeatures(file.name);
  return features.map((feature, index) => ({ file: file.name, index, feature }));
}
