import 'server-only';
import type { ProjectedShape } from './project-map-shapes';

export interface MapSvgEntry extends ProjectedShape {
  name: string;
  href: string;
  fill: string;
  /** Written category or signal, read on hover and by screen readers. */
  label: string;
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
  const text = lines
    .map((line, i) => `<text x="${width - 10}" y="${height - 10 - (lines.length - 1 - i) * 24}">${escape(line)}</text>`)
    .join('');
  return (
    `<g pointer-events="none" data-credit="boundaries" text-anchor="end" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif" ` +
    `font-size="20" fill="#333" stroke="#f0f9ff" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${text}</g>`
  );
}

/**
 * The outlook map as a standalone SVG document: every place a link (opening in the page, not in the
 * map's frame) with a title naming the place and its category. No script, no map library. `ended`
 * is the caption of an outlook that no longer speaks of today; `credits`, the boundaries' attribution.
 */
export function renderMapSvg(input: {
  entries: MapSvgEntry[];
  selected?: string;
  width: number;
  height: number;
  title: string;
  ended?: string;
  credits?: string[];
}): string {
  const chosen = input.entries.find((entry) => entry.psgc === input.selected);
  const ordered = chosen ? [...input.entries.filter((entry) => entry !== chosen), chosen] : input.entries;
  const shapes = ordered
    .map((entry) => {
      const isChosen = entry.psgc === input.selected;
      const label = escape(`${entry.name}: ${entry.label}`);
      const shape = entry.path
        ? `<path d="${entry.path}" fill-rule="evenodd" fill="${entry.fill}" stroke="${isChosen ? '#000' : '#fff'}" stroke-width="${isChosen ? 5 : 1.2}"/>`
        : `<circle cx="${entry.x}" cy="${entry.y}" r="${isChosen ? 18 : 14}" fill="${entry.fill}" stroke="${isChosen ? '#000' : '#333'}" stroke-width="${isChosen ? 5 : 2}"/>`;
      return `<a href="${escape(entry.href)}" target="_top" aria-label="${label}"${isChosen ? ' aria-current="page"' : ''}><title>${label}</title>${shape}</a>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${input.width} ${input.height}" role="group" aria-label="${escape(input.title)}">` +
    `<rect width="100%" height="100%" fill="#f0f9ff"/>${shapes}${creditLines(input.credits ?? [], input.width, input.height)}` +
    `${input.ended ? endedStrip(input.ended, input.width) : ''}</svg>`
  );
}
