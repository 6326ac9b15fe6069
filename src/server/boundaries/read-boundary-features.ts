import 'server-only';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature as topoFeature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { AppError } from '@/server/http/app-error';
import type { UploadedFile } from '@/server/spreadsheets/load-workbook';

export type AreaFeature = Feature<Polygon | MultiPolygon, Record<string, unknown>>;

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
  return features.map((feature, index) => ({ file: file.name, index, feature }));
}
