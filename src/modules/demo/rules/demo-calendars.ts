// DEMO DATA: a sample cropping calendar written for this project to fill an empty portal.
// It sketches typical CALABARZON patterns; it is not official advice of DA, PAGASA or any LGU.
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { PROVINCES } from '@/modules/places/rules/region';

export type DemoCalendarMode = 'ten_day' | 'seasonal';

export interface DemoCalendarRow {
  municipalityPsgc: string;
  cropKey: string;
  mode: DemoCalendarMode;
  /** Length 24: index = month × 2 + half (month 0 = jan; half 0 = days 1-15, 1 = day 16 to month end). */
  slots: (StageCode | null)[];
}

const SLOTS = 24;
const MODES: readonly DemoCalendarMode[] = ['ten_day', 'seasonal'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
type Month = (typeof MONTHS)[number];

/** A crop cycle: its stages with their lengths in half-months, in growing order. */
type Cycle = readonly (readonly [StageCode, number])[];

interface Planting {
  /** Slot of the first half-month of land preparation. */
  start: number;
  cycle: Cycle;
}

// Rice: about 4 months from seedbed to harvest; the dry-season crop uses an early-maturing variety.
const RICE_MAIN: Cycle = [
  ['prep', 1],
  ['seed', 1],
  ['plant', 1],
  ['estab', 1],
  ['veg', 2],
  ['repro', 2],
  ['mat', 1],
];
const RICE_EARLY: Cycle = [
  ['prep', 1],
  ['seed', 1],
  ['plant', 1],
  ['estab', 1],
  ['veg', 2],
  ['repro', 1],
  ['mat', 1],
];
const CORN: Cycle = [
  ['prep', 1],
  ['plant', 1],
  ['estab', 1],
  ['vegleaf', 2],
  ['vegtass', 1],
  ['repro', 1],
  ['mat', 1],
];
// Cassava roots are dug over about two months once they bulk, hence the long `mat`.
const CASSAVA: Cycle = [
  ['prep', 1],
  ['plant', 1],
  ['estab', 2],
  ['veg', 12],
  ['mat', 4],
];
const MUNGBEAN: Cycle = [
  ['prep', 1],
  ['plant', 1],
  ['veg', 2],
  ['repro', 1],
  ['mat', 1],
];
// Eggplant is picked every few days for about two months.
const EGGPLANT: Cycle = [
  ['prep', 1],
  ['seed', 2],
  ['plant', 1],
  ['estab', 1],
  ['veg', 2],
  ['repro', 2],
  ['mat', 4],
];
// Staggered plantings keep a pineapple farm busy all year, so its 24 slots are all filled.
const PINEAPPLE: Cycle = [
  ['prep', 1],
  ['plant', 1],
  ['veg', 12],
  ['repro', 4],
  ['mat', 6],
];

function at(month: Month, half: 1 | 2): number {
  return MONTHS.indexOf(month) * 2 + (half - 1);
}

function cycleLength(cycle: Cycle): number {
  return cycle.reduce((sum, [, length]) => sum + length, 0);
}

/** Rice and corn plantings of a farming zone (a province, or a part of one). */
interface Zone {
  rice: readonly Planting[];
  corn: readonly Planting[];
}

const CORN_BATANGAS: readonly Planting[] = [
  { start: at('may', 1), cycle: CORN },
  { start: at('oct', 1), cycle: CORN },
];
const CORN_CAVITE: readonly Planting[] = [{ start: at('may', 2), cycle: CORN }];
const CORN_LAGUNA: readonly Planting[] = [
  { start: at('jun', 1), cycle: CORN },
  { start: at('nov', 1), cycle: CORN },
];
const CORN_RIZAL: readonly Planting[] = [
  { start: at('may', 2), cycle: CORN },
  { start: at('oct', 2), cycle: CORN },
];
const CORN_QUEZON: readonly Planting[] = [
  { start: at('jun', 2), cycle: CORN },
  { start: at('nov', 2), cycle: CORN },
];
// On the Pacific side the Nov–Jan rains are too heavy for corn; the second crop follows them instead.
const CORN_QUEZON_PACIFIC: readonly Planting[] = [
  { start: at('jun', 1), cycle: CORN },
  { start: at('jan', 2), cycle: CORN },
];

const ZONES = {
  // Irrigated lakeshore plains: wet-season crop June–October, dry-season crop November–March.
  lagunaIrrigated: {
    rice: [
      { start: at('jun', 1), cycle: RICE_MAIN },
      { start: at('nov', 2), cycle: RICE_MAIN },
    ],
    corn: CORN_LAGUNA,
  },
  // Mountain towns without irrigation: one rainfed crop.
  lagunaRainfed: { rice: [{ start: at('jun', 2), cycle: RICE_MAIN }], corn: CORN_LAGUNA },
  // Rainfed uplands: one early-maturing crop planted with the June rains, harvested in September.
  batangasUpland: { rice: [{ start: at('jun', 1), cycle: RICE_EARLY }], corn: CORN_BATANGAS },
  caviteUpland: { rice: [{ start: at('jun', 2), cycle: RICE_MAIN }], corn: CORN_CAVITE },
  // The Naic–Tanza plain has some irrigation for a short dry-season crop.
  caviteLowland: {
    rice: [
      { start: at('jun', 2), cycle: RICE_MAIN },
      { start: at('dec', 1), cycle: RICE_EARLY },
    ],
    corn: CORN_CAVITE,
  },
  // Rizal sits between Laguna and Quezon: the wet-season crop starts in July.
  rizalUpland: { rice: [{ start: at('jul', 1), cycle: RICE_MAIN }], corn: CORN_RIZAL },
  rizalLakeshore: {
    rice: [
      { start: at('jul', 1), cycle: RICE_MAIN },
      { start: at('dec', 2), cycle: RICE_EARLY },
    ],
    corn: CORN_RIZAL,
  },
  // Quezon's seasons run later than Laguna's.
  quezonIrrigated: {
    rice: [
      { start: at('jul', 1), cycle: RICE_MAIN },
      { start: at('dec', 1), cycle: RICE_EARLY },
    ],
    corn: CORN_QUEZON,
  },
  quezonRainfed: { rice: [{ start: at('jul', 2), cycle: RICE_MAIN }], corn: CORN_QUEZON },
  // Pacific coast (rainy November–January): the main crop is planted into those rains, a short crop before.
  quezonPacific: {
    rice: [
      { start: at('may', 2), cycle: RICE_EARLY },
      { start: at('oct', 2), cycle: RICE_MAIN },
    ],
    corn: CORN_QUEZON_PACIFIC,
  },
} satisfies Record<string, Zone>;
type ZoneKey = keyof typeof ZONES;

/** Towns that differ from their province's usual zone, by province name, then town name as in places.ts. */
const ZONE_EXCEPTIONS: Record<string, Record<string, ZoneKey>> = {
  Laguna: {
    Cavinti: 'lagunaRainfed',
    Luisiana: 'lagunaRainfed',
    Kalayaan: 'lagunaRainfed',
    Majayjay: 'lagunaRainfed',
    'Santa Maria': 'lagunaRainfed',
    Mabitac: 'lagunaRainfed',
  },
  Cavite: {
    Naic: 'caviteLowland',
    Tanza: 'caviteLowland',
    'City of General Trias': 'caviteLowland',
    Maragondon: 'caviteLowland',
  },
  Rizal: {
    Morong: 'rizalLakeshore',
    Baras: 'rizalLakeshore',
    Tanay: 'rizalLakeshore',
    Pililla: 'rizalLakeshore',
    'Jala-Jala': 'rizalLakeshore',
    Cardona: 'rizalLakeshore',
    Binangonan: 'rizalLakeshore',
  },
  Quezon: {
    Tiaong: 'quezonIrrigated',
    Candelaria: 'quezonIrrigated',
    Sariaya: 'quezonIrrigated',
    Dolores: 'quezonIrrigated',
    'San Antonio': 'quezonIrrigated',
    'City of Tayabas': 'quezonIrrigated',
    Pagbilao: 'quezonIrrigated',
    Lopez: 'quezonIrrigated',
    Infanta: 'quezonPacific',
    'General Nakar': 'quezonPacific',
    Real: 'quezonPacific',
    Mauban: 'quezonPacific',
    Polillo: 'quezonPacific',
    Burdeos: 'quezonPacific',
    Panukulan: 'quezonPacific',
    Patnanungan: 'quezonPacific',
    Jomalig: 'quezonPacific',
    Perez: 'quezonPacific',
    Alabat: 'quezonPacific',
    Quezon: 'quezonPacific',
  },
};

const PROVINCE_ZONE: Record<string, ZoneKey> = {
  Laguna: 'lagunaIrrigated',
  Batangas: 'batangasUpland',
  Cavite: 'caviteUpland',
  Rizal: 'rizalUpland',
  Quezon: 'quezonRainfed',
};
const FALLBACK_ZONE: ZoneKey = 'rizalUpland';

interface ExtraCrop {
  cropKey: string;
  cycle: Cycle;
  /** Slot the cycle starts in, or 'after_wet_rice' to follow the town's wet-season rice harvest. */
  start: number | 'after_wet_rice';
  towns: readonly { province: string; name: string }[];
}

const EXTRA_CROPS: readonly ExtraCrop[] = [
  {
    // Planted with the May rains, dug from January.
    cropKey: 'cassava',
    cycle: CASSAVA,
    start: at('may', 1),
    towns: [
      { province: 'Quezon', name: 'Catanauan' },
      { province: 'Quezon', name: 'Mulanay' },
      { province: 'Batangas', name: 'Rosario' },
      { province: 'Batangas', name: 'Lobo' },
    ],
  },
  {
    // Mungbean uses the residual moisture after the wet-season rice harvest.
    cropKey: 'mungbean',
    cycle: MUNGBEAN,
    start: 'after_wet_rice',
    towns: [
      { province: 'Laguna', name: 'Santa Maria' },
      { province: 'Laguna', name: 'Mabitac' },
      { province: 'Batangas', name: 'Tuy' },
      { province: 'Batangas', name: 'Balayan' },
    ],
  },
  {
    // Sown in October so fruit is picked in the dry months, when pests and diseases are fewer.
    cropKey: 'eggplant',
    cycle: EGGPLANT,
    start: at('oct', 1),
    towns: [
      { province: 'Cavite', name: 'Tanza' },
      { province: 'Batangas', name: 'Ibaan' },
      { province: 'Batangas', name: 'City of Sto. Tomas' },
      { province: 'Laguna', name: 'Bay' },
    ],
  },
  {
    cropKey: 'pineapple',
    cycle: PINEAPPLE,
    start: at('may', 1),
    towns: [
      { province: 'Cavite', name: 'Silang' },
      { province: 'Cavite', name: 'Amadeo' },
      { province: 'Cavite', name: 'Indang' },
      { province: 'Cavite', name: 'Alfonso' },
      { province: 'Laguna', name: 'Calauan' },
    ],
  },
];

/** FNV-1a: stable across runs and platforms, so the demo never changes between seeds. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** −1, 0 or +1 half-month, so neighbouring towns do not all plant on the same day. */
function townShift(psgc: string): number {
  return (hash(psgc) % 3) - 1;
}

function fillSlots(plantings: readonly Planting[], shift: number): (StageCode | null)[] {
  const slots: (StageCode | null)[] = Array.from({ length: SLOTS }, () => null);
  for (const { start, cycle } of plantings) {
    let slot = start + shift;
    for (const [stage, length] of cycle) {
      for (let i = 0; i < length; i++) {
        slots[((slot % SLOTS) + SLOTS) % SLOTS] = stage;
        slot++;
      }
    }
  }
  return slots;
}

function rowsFor(psgc: string, cropKey: string, slots: (StageCode | null)[]): DemoCalendarRow[] {
  // Both modes share the pattern: the demo has no reason to make the seasonal view disagree.
  return MODES.map((mode) => ({ municipalityPsgc: psgc, cropKey, mode, slots: [...slots] }));
}

/** Rice and corn for every place, plus a few other crops in named towns; deterministic. */
export function demoCalendarRows(places: readonly { psgc: string; province: string; name: string }[]): DemoCalendarRow[] {
  const provinceNames = new Map(PROVINCES.map((province) => [province.psgc, province.name]));
  const rows: DemoCalendarRow[] = [];
  for (const place of places) {
    const provinceName = provinceNames.get(place.province) ?? '';
    const zone = ZONES[ZONE_EXCEPTIONS[provinceName]?.[place.name] ?? PROVINCE_ZONE[provinceName] ?? FALLBACK_ZONE];
    const shift = townShift(place.psgc);
    rows.push(...rowsFor(place.psgc, 'rice', fillSlots(zone.rice, shift)));
    rows.push(...rowsFor(place.psgc, 'corn', fillSlots(zone.corn, shift)));

    for (const extra of EXTRA_CROPS) {
      if (!extra.towns.some((town) => town.province === provinceName && town.name === place.name)) continue;
      // Every zone lists its wet-season rice first.
      const wetRice = zone.rice[0]!;
      const start = extra.start === 'after_wet_rice' ? wetRice.start + cycleLength(wetRice.cycle) : extra.start;
      rows.push(...rowsFor(place.psgc, extra.cropKey, fillSlots([{ start, cycle: extra.cycle }], shift)));
    }
  }
  return rows;
}
