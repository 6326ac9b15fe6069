import 'server-only';
import { labelBox, type PlacedLabel, type Rect } from '@/modules/weather/rules/maps/place-map-labels';
import type { ProjectedShape } from './project-map-shapes';

export interface MapSvgEntry extends ProjectedShape {
  name: string;
  href: string;
  fill: string;
  /** Written category or signal, read on hover and by screen readers. */
  label: string;
}

/** The radius of a place drawn as a dot, for want of a boundary (the chosen place's is larger). */
export const DOT_RADIUS = 14;

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif"`;
const LEGEND = { margin: 12, padding: 14, row: 34, swatch: 22, size: 22 };

export interface MapLegend {
  title: string;
  rows: { fill: string; label: string }[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A strip across the top saying the outlook has ended, drawn over the shapes but letting clicks
 * through to them, so a map seen alone (saved, shared, opened in its own tab) never passes as current.
 */
function endedStrip(text: string, width: number): string {
  return (
    `<g pointer-events="none" data-ended="true"><rect x="12" y="12" width="${width - 24}" height="60" rx="8" fill="#fff8e1" fill-opacity="0.94" stroke="#8a5300" stroke-width="3"/>` +
    `<text x="32" y="52" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif" font-size="28" font-weight="700" fill="#4a2d00">${escape(text)}</text></g>`
  );
}

/**
 * The boundaries' credit in the bottom corner, one line per source, small and haloed so it reads over
 * the shapes, letting clicks through to them.
 */
function creditLines(lines: string[], width: number, height: number): string {
  if (lines.length === 0) return '';
  const text = lines.map((line, i) => `<text x="${width - 10}" y="${height - 10 - (lines.length - 1 - i) * 24}">${escape(line)}</text>`).join('');
  return (
    `<g pointer-events="none" data-credit="boundaries" text-anchor="end" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif" ` +
    `font-size="20" fill="#333" stroke="#f0f9ff" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${text}</g>`
  );
}

/** Where the legend sits (bottom left), so labels keep off it. */
export function legendRect(legend: MapLegend, height: number): Rect {
  const widest = Math.max(
    labelBox(legend.title, 0, 0, LEGEND.size, true).width,
    ...legend.rows.map((row) => labelBox(row.label, 0, 0, LEGEND.size).width + LEGEND.swatch + 10),
  );
  const boxHeight = LEGEND.padding * 2 + LEGEND.row * (legend.rows.length + 1);
  return { x: LEGEND.margin, y: height - LEGEND.margin - boxHeight, width: widest + LEGEND.padding * 2, height: boxHeight };
}

/** Where the credit lines sit (bottom right), so labels keep off them. */
export function creditRect(lines: string[], width: number, height: number): Rect {
  const widest = Math.max(0, ...lines.map((line) => labelBox(line, 0, 0, 20).width));
  const boxHeight = lines.length * 24 + 8;
  return { x: width - 10 - widest, y: height - 4 - boxHeight, width: widest, height: boxHeight };
}

/** The legend in words inside the map, so a map seen alone (saved, shared) still says what its colours mean. */
function legendBox(legend: MapLegend, height: number): string {
  const box = legendRect(legend, height);
  const rows = legend.rows
    .map((row, i) => {
      const y = box.y + LEGEND.padding + LEGEND.row * (i + 1);
      return (
        `<rect x="${box.x + LEGEND.padding}" y="${y + 6}" width="${LEGEND.swatch}" height="${LEGEND.swatch}" fill="${row.fill}" stroke="#333" stroke-width="1.5"/>` +
        `<text x="${box.x + LEGEND.padding + LEGEND.swatch + 10}" y="${y + 24}">${escape(row.label)}</text>`
      );
    })
    .join('');
  return (
    `<g pointer-events="none" data-legend="true" ${FONT} font-size="${LEGEND.size}" fill="#111">` +
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="8" fill="#fff" fill-opacity="0.92" stroke="#666" stroke-width="1.5"/>` +
    `<text x="${box.x + LEGEND.padding}" y="${box.y + LEGEND.padding + 22}" font-weight="700">${escape(legend.title)}</text>${rows}</g>`
  );
}

/** Place names, haloed to read over any colour, letting clicks through to the shapes. */
function labelTexts(labels: PlacedLabel[]): string {
  if (labels.length === 0) return '';
  const texts = labels
    .map((label) => `<text x="${label.x}" y="${label.y}" font-size="${label.size}"${label.bold ? ' font-weight="700"' : ''}>${escape(label.text)}</text>`)
    .join('');
  return `<g pointer-events="none" aria-hidden="true" data-labels="places" text-anchor="middle" ${FONT} fill="#111" stroke="#fff" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${texts}</g>`;
}

/**
 * Invisible squares over the shapes that make places too small to tap targets of 24 px (see
 * `planMapTargets`): each a second link to its place, for the pointer only: hidden from screen
 * readers and out of the tab order, where the place's own link already is.
 */
function hitSquares(entries: MapSvgEntry[], hitAreas: ReadonlyMap<string, Rect>): string {
  const links = entries
    .flatMap((entry) => {
      const square = hitAreas.get(entry.psgc);
      if (!square) return [];
      const label = escape(`${entry.name}: ${entry.label}`);
      return [
        `<a href="${escape(entry.href)}" target="_top" tabindex="-1" aria-hidden="true"><title>${label}</title>` +
          `<rect x="${square.x}" y="${square.y}" width="${square.width}" height="${square.height}" fill="#fff" fill-opacity="0"/></a>`,
      ];
    })
    .join('');
  return links ? `<g data-targets="hit-areas">${links}</g>` : '';
}

/**
 * The outlook map as a standalone SVG document: every place a link (opening in the page, not in the
 * map's frame) with a title naming the place and its category. No script, no map library. `ended`
 * is the caption of an outlook that no longer speaks of today; `credits`, the boundaries' attribution;
 * `hitAreas`, the invisible squares that make small places targets big enough to tap.
 */
export function renderMapSvg(input: {
  entries: MapSvgEntry[];
  selected?: string;
  width: number;
  height: number;
  title: string;
  ended?: string;
  credits?: string[];
  /** Names placed by `placeMapLabels`: provinces on the region's map, cities and municipalities on a province's. */
  labels?: PlacedLabel[];
  legend?: MapLegend;
  hitAreas?: ReadonlyMap<string, Rect>;
}): string {
  const chosen = input.entries.find((entry) => entry.psgc === input.selected);
  const ordered = chosen ? [...input.entries.filter((entry) => entry !== chosen), chosen] : input.entries;
  const shapes = ordered
    .map((entry) => {
      const isChosen = entry.psgc === input.selected;
      const label = escape(`${entry.name}: ${entry.label}`);
      const shape = entry.path
        ? `<path d="${entry.path}" fill-rule="evenodd" fill="${entry.fill}" stroke="${isChosen ? '#000' : '#fff'}" stroke-width="${isChosen ? 5 : 1.2}"/>`
        : `<circle cx="${entry.x}" cy="${entry.y}" r="${isChosen ? 18 : DOT_RADIUS}" fill="${entry.fill}" stroke="${isChosen ? '#000' : '#333'}" stroke-width="${isChosen ? 5 : 2}"/>`;
      return `<a href="${escape(entry.href)}" target="_top" aria-label="${label}"${isChosen ? ' aria-current="page"' : ''}><title>${label}</title>${shape}</a>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${input.width} ${input.height}" role="group" aria-label="${escape(input.title)}">` +
    `<rect width="100%" height="100%" fill="#f0f9ff"/>${shapes}${hitSquares(input.entries, input.hitAreas ?? new Map())}${labelTexts(input.labels ?? [])}` +
    `${input.legend ? legendBox(input.legend, input.height) : ''}${creditLines(input.credits ?? [], input.width, input.height)}` +
    `${input.ended ? endedStrip(input.ended, input.width) : ''}</svg>`
  );
}
