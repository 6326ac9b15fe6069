export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelCandidate {
  id: string;
  /** The name as written; `short` is tried when it does not fit. */
  text: string;
  short?: string;
  /** Where the label should sit: the place's centre, in map units. */
  x: number;
  y: number;
  size: number;
  /** Higher first: the chosen place, then provinces, then larger places. */
  priority: number;
  bold?: boolean;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** Centre of the baseline's run, for `text-anchor="middle"`. */
  x: number;
  y: number;
  size: number;
  bold: boolean;
}

// Average advance of a sans-serif letter, as a share of the font size (bold a little wider).
const ADVANCE = 0.56;
const BOLD_ADVANCE = 0.6;
const GAP = 4;

/** The box a label's text takes, centred on (x, y) vertically on its x-height. */
export function labelBox(text: string, x: number, y: number, size: number, bold = false): Rect {
  const width = text.length * size * (bold ? BOLD_ADVANCE : ADVANCE);
  return { x: x - width / 2 - GAP, y: y - size * 0.75 - GAP, width: width + 2 * GAP, height: size + 2 * GAP };
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Rect, box: { width: number; height: number }) => a.x >= 0 && a.y >= 0 && a.x + a.width <= box.width && a.y + a.height <= box.height;

/**
 * A place name short enough for a crowded map: "City of Calamba" → "Calamba", "General Mariano
 * Alvarez" → "Gen. Mariano Alvarez", "Santo Tomas" → "Sto. Tomas". Undefined when nothing shortens it.
 */
export function shortPlaceName(name: string): string | undefined {
  const short = name
    .replace(/^City of /, '')
    .replace(/ City$/, '')
    .replace(/\bGeneral\b/g, 'Gen.')
    .replace(/\bSanto\b/g, 'Sto.')
    .replace(/\bSanta\b/g, 'Sta.');
  return short === name ? undefined : short;
}

/**
 * Names on a map without collisions: each label, in priority order, takes the first spot near its
 * place (on it, then above, below, to either side and diagonally, a line or two away) where its full name, or else its short form,
 * fits the map and touches no label already placed and no reserved area (legend, credit, captions).
 * A label with no such spot is left out: the place is still named on hover, to screen readers and
 * in the list beside the map.
 */
export function placeMapLabels(candidates: readonly LabelCandidate[], box: { width: number; height: number }, reserved: readonly Rect[] = []): PlacedLabel[] {
  const taken: Rect[] = [...reserved];
  const placed: PlacedLabel[] = [];
  const ordered = [...candidates].sort((a, b) => b.priority - a.priority || b.size - a.size || a.id.localeCompare(b.id));
  for (const label of ordered) {
    const bold = label.bold ?? false;
    const [v, h] = [label.size * 1.1, label.size * 2.5];
    // Near the place the short form beats the full name farther away.
    const near: [number, number][] = [
      [0, 0],
      [0, -v],
      [0, v],
    ];
    const far: [number, number][] = [
      [h, 0],
      [-h, 0],
      [0, -2 * v],
      [0, 2 * v],
      [h, -v],
      [-h, -v],
      [h, v],
      [-h, v],
    ];
    const texts = [label.text, ...(label.short ? [label.short] : [])];
    const spot = [near, far]
      .flatMap((offsets) => texts.flatMap((text) => offsets.map(([dx, dy]) => ({ text, x: label.x + dx, y: label.y + dy }))))
      .map((option) => ({ ...option, rect: labelBox(option.text, option.x, option.y, label.size, bold) }))
      .find((option) => inside(option.rect, box) && !taken.some((rect) => overlaps(rect, option.rect)));
    if (!spot) continue;
    taken.push(spot.rect);
    placed.push({ id: label.id, text: spot.text, x: Math.round(spot.x), y: Math.round(spot.y), size: label.size, bold });
  }
  return placed;
}
