import 'server-only';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature as topoFeature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { measureGeoJsonText } from '@/modules/places/rules/measure-geo-json-text';
import { measureTopology } from '@/modules/places/rules/measure-topology';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '@/platform/request/rules/json-nesting-depth';
import { AppError } from '@/platform/errors/app-error';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';

export type AreaFeature = Feature<Polygon | MultiPolygon, Record<string, unknown>>;

/**
 * What one upload of boundary files may hold, over all its files. The test data's whole region (its
 * provinces, 142 municipalities and Lucena's barangays) is some 19,000 points at medium resolution;
 * 10 MB of real GeoJSON, at 20 to 60 bytes a point, is at most some 500,000. Parsing, merging into a
 * topology and simplifying 500,000 points was measured at 85 to 160 MB of heap; uploads are read in
 * a process of their own with a 192 MB ceiling (`create-boundary-reader.ts`), where a million would not fit.
 */
const LIMITS = {
  /** Positions of GeoJSON, or the points TopoJSON expands to once every arc is copied into each use. */
  maxPoints: 500_000,
  /** Arrays and objects, counted on the text: a file of empty objects would build millions of them. */
  maxContainers: 1_000_000,
  // A region's barangays are some 4,000 shapes; the whole country's about 42,000.
  maxFeatures: 50_000,
  /** No honest file has more: each reference costs at least the two points of its arc. */
  maxArcReferences: 250_000,
  /** A boundary file is eight levels deep; anything deeper than any request of the portal is hostile. */
  maxDepth: MAX_JSON_DEPTH,
};

export interface ReadFeature {
  file: string;
  index: number;
  feature: Feature<Polygon | MultiPolygon | null, Record<string, unknown>> | Feature;
}

const format = (n: number) => n.toLocaleString('en');
const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);

/** Counts what the upload holds so far against a cap, naming the file alone or the files together. */
function budget(max: number, what: string, advice: string) {
  let used = 0;
  return {
    get left() {
      return max - used;
    },
    add(file: string, count: number) {
      if (count > max) throw tooLarge(`${file}: the file has more than ${format(max)} ${what} and was refused${advice}`);
      used += count;
      if (used > max) throw tooLarge(`${file}: with the files before it, the upload has more than ${format(max)} ${what} and was refused${advice}`);
    },
  };
}

/**
 * Every feature of GeoJSON (FeatureCollection or Feature) and TopoJSON (every object) files. Each
 * text is measured before any is parsed (nesting, arrays and objects, points), so a hostile file is
 * refused for the price of reading its text once; TopoJSON is measured again once parsed, before it
 * is expanded into GeoJSON, since a few kilobytes of it can name millions of points.
 */
export function readBoundaryFeatures(files: UploadedFile[]): ReadFeature[] {
  const texts = files.map((file) => file.bytes.toString('utf8'));
  const containers = budget(LIMITS.maxContainers, 'arrays and objects', '.');
  const textPoints = budget(LIMITS.maxPoints, 'points', '; simplify it first.');
  const positions = files.map((file, i) => {
    const text = texts[i]!;
    if (jsonNestingDepth(text, LIMITS.maxDepth) > LIMITS.maxDepth) {
      throw new AppError(
        'BAD_REQUEST',
        `${file.name}: the file nests arrays and objects more than ${LIMITS.maxDepth} deep, which no boundary file does, and was refused.`,
      );
    }
    // Counted only up to what is left, so a huge file stops the count early.
    const size = measureGeoJsonText(text, { maxContainers: containers.left, maxPositions: textPoints.left });
    containers.add(file.name, size.containers);
    textPoints.add(file.name, size.positions);
    return size.positions;
  });

  const features = budget(LIMITS.maxFeatures, 'features', '.');
  const arcReferences = budget(LIMITS.maxArcReferences, 'arc references', '.');
  // GeoJSON's positions as counted, TopoJSON's as expanded.
  const points = budget(LIMITS.maxPoints, 'points', '; simplify it first.');
  return files.flatMap((file, i) => {
    let json: unknown;
    try {
      json = JSON.parse(texts[i]!);
    } catch {
      throw new AppError('BAD_REQUEST', `${file.name}: this is not a GeoJSON or TopoJSON file (not valid JSON).`);
    }
    const type = (json as { type?: unknown })?.type;
    let read: Feature[];
    if (type === 'FeatureCollection' && Array.isArray((json as FeatureCollection).features)) {
      read = (json as FeatureCollection).features;
      features.add(file.name, read.length);
      points.add(file.name, positions[i]!);
    } else if (type === 'Feature') {
      read = [json as Feature];
      features.add(file.name, 1);
      points.add(file.name, positions[i]!);
    } else if (type === 'Topology' && typeof (json as Topology).objects === 'object') {
      const topology = json as Topology;
      // Measured before converting: the conversion itself is what a hostile file would blow up.
      const size = measureTopology(topology);
      if (size.badReference !== null) {
        const arcs = Array.isArray(topology.arcs) ? topology.arcs.length : 0;
        throw new AppError(
          'BAD_REQUEST',
          `${file.name}: the TopoJSON file refers to arc ${size.badReference}, but it has ${format(arcs)} arcs (numbered from 0); it is broken and was refused.`,
        );
      }
      arcReferences.add(file.name, size.arcReferences);
      features.add(file.name, size.geometries);
      if (size.points > LIMITS.maxPoints) {
        throw tooLarge(`${file.name}: the TopoJSON file expands to more than ${format(LIMITS.maxPoints)} points and was refused; simplify it first.`);
      }
      points.add(file.name, size.points);
      try {
        read = Object.values(topology.objects).flatMap((object) => {
          const converted: FeatureCollection | Feature = topoFeature(topology, object);
          return converted.type === 'FeatureCollection' ? converted.features : [converted];
        });
      } catch {
        throw new AppError('BAD_REQUEST', `${file.name}: the TopoJSON file is broken and cannot be read.`);
      }
    } else {
      throw new AppError('BAD_REQUEST', `${file.name}: expected a GeoJSON FeatureCollection or a TopoJSON Topology, found type "${String(type)}".`);
    }
    return read.map((feature, index) => ({ file: file.name, index, feature }));
  });
}
