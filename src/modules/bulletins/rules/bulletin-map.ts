import { outlookFill } from './bulletin-display';
import type { BulletinDocument } from './bulletin-document';

/** The box a bulletin's province map is projected into, in map units. */
export const BULLETIN_MAP_BOX = { width: 240, height: 200 } as const;

/** Fills of a document saved before maps had colours: every place pale, the bulletin's own green. */
export const MAP_FILL = '#f1f5ee';
export const MAP_SELECTED = '#2e7d32';
/** The dark, thick outline that marks the bulletin's own place, whatever its fill. */
export const MAP_OUTLINE = '#111111';

/** One place of the map, projected: a boundary path, or a point drawn as a dot when no boundary is loaded. */
export interface BulletinMapShape {
  psgc: string;
  name: string;
  /** SVG path in map units, when a boundary is loaded. */
  path?: string;
  /** Where the place's point goes (a dot's centre; its name is placed from here). */
  x: number;
  y: number;
  /** Its outlook code on this bulletin's map, if known. */
  code: string | null;
  /** The bulletin's own place. */
  selected: boolean;
  fill: string;
}

/**
 * A bulletin's province map as plain data, gathered when composing (boundaries projected, places
 * coloured by the outlook the bulletin used) so that the PDF and the HTML view only draw it.
 */
export interface BulletinMap {
  width: number;
  height: number;
  /** The province's places, the bulletin's own last so it is drawn on top. */
  shapes: BulletinMapShape[];
  /** What the colours mean, in the bulletin's language, in the order of the outlook's scale; empty for a plain map. */
  legend: { code: string; label: string; fill: string }[];
  /** Whose boundaries the shapes are (decision 022), one line each in the bulletin's language; none for dots. */
  credits: string[];
}

/** Places coloured by the bulletin's outlook; a document saved before maps had colours keeps the plain map. */
export function bulletinMapFill(doc: Pick<BulletinDocument, 'type' | 'outlookMap'>, code: string | null, selected: boolean): string {
  if (!doc.outlookMap) return selected ? MAP_SELECTED : MAP_FILL;
  return outlookFill(doc.type, code ?? (doc.type === 'special_weather' ? 'none' : 'nda'));
}

/**
 * The map of one bulletin from its province's projected places: each coloured by its code in the
 * document's `outlookMap`, the bulletin's own place marked and moved last, the legend with its fills.
 */
export function colourBulletinMap(
  doc: Pick<BulletinDocument, 'type' | 'outlookMap' | 'municipality'>,
  places: readonly { psgc: string; name: string; path?: string; x: number; y: number }[],
  box: { width: number; height: number },
  credits: readonly string[],
): BulletinMap {
  const codes = new Map((doc.outlookMap?.places ?? []).map((place) => [place.psgc, place.code]));
  const shapes = places.map((place) => {
    const code = codes.get(place.psgc) ?? null;
    const selected = place.psgc === doc.municipality.psgc;
    return { ...place, code, selected, fill: bulletinMapFill(doc, code, selected) };
  });
  shapes.sort((a, b) => Number(a.selected) - Number(b.selected));
  const legend = (doc.outlookMap?.legend ?? []).map((entry) => ({ code: entry.code, label: entry.label, fill: bulletinMapFill(doc, entry.code, false) }));
  return { width: box.width, height: box.height, shapes, legend, credits: [...credits] };
}
