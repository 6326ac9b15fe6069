import { getDb } from '@/server/db/get-db';
import { getBoundaries } from '@/server/maps/get-boundaries';
import { projectMapShapes } from '@/server/maps/project-map-shapes';
import { ConditionLegend } from './condition-legend';
import { OutlookMap } from './outlook-map';

// Drawn at twice its display size, so whole units are half pixels.
const MAP_SIZE = { width: 1120, height: 840 };

export interface MapPlaceInput {
  psgc: string;
  name: string;
  lat: number;
  lon: number;
}

/** The server-drawn map of some places, each coloured by its category and linking to its view, with its legend. */
export async function PlaceMap({
  places,
  selected,
  title,
  legendTitle,
  legend,
  styleOf,
  hrefOf,
}: {
  places: MapPlaceInput[];
  selected?: string;
  title: string;
  legendTitle: string;
  legend: { fill: string; label: string }[];
  /** The colour and written label of a place. */
  styleOf: (psgc: string) => { fill: string; label: string };
  hrefOf: (place: MapPlaceInput) => string;
}) {
  const boundaries = await getBoundaries(await getDb(), places.map((p) => p.psgc));
  const shapes = projectMapShapes(
    places.map((p) => ({ psgc: p.psgc, lat: p.lat, lon: p.lon, geometry: boundaries.get(p.psgc) })),
    MAP_SIZE.width,
    MAP_SIZE.height,
  );
  const entries = shapes.map((shape, index) => {
    const place = places[index]!;
    const style = styleOf(place.psgc);
    return { ...shape, name: place.name, fill: style.fill, conditionLabel: style.label, href: hrefOf(place) };
  });
  return (
    <div>
      <OutlookMap entries={entries} selected={selected} width={MAP_SIZE.width} height={MAP_SIZE.height} title={title} />
      <div className="mt-3">
        <ConditionLegend title={legendTitle} items={legend} />
      </div>
    </div>
  );
}
