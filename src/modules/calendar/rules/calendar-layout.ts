import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import { isStageCode, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { SLOT_COUNT } from './month-halves';

/** The interchange layout's slot columns: `01_15_CAL, 01_30_CAL, … 12_30_CAL` (domain.md §5). */
export const SLOT_COLUMNS: readonly string[] = Array.from({ length: SLOT_COUNT }, (_, slot) => {
  const month = String(Math.floor(slot / 2) + 1).padStart(2, '0');
  return `${month}_${slot % 2 === 0 ? '15' : '30'}_CAL`;
});

export const CALENDAR_COLUMNS: readonly string[] = ['prov', 'muni', 'crop', ...SLOT_COLUMNS];

const NAME_COLUMNS = { prov: ['prov', 'province'], muni: ['muni', 'municipality', 'city/municipality', 'lgu'], crop: ['crop'] } as const;

export interface CalendarPlace {
  provincePsgc: string;
  municipalityPsgc: string;
}

export interface CalendarResolvers {
  /** The place a row's province and municipality names stand for, or a message saying why none. */
  place(province: string, municipality: string): CalendarPlace | string;
  crop(text: string): CropDefinition | null;
}

export interface CalendarTableRow extends CalendarPlace {
  cropKey: string;
  slots: (StageCode | null)[];
}

export interface CalendarTable {
  rows: CalendarTableRow[];
  problems: string[];
}

const text = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();

/** A slot column header (`03_15_CAL`, `3_30_cal`) → its slot, or null. */
export function slotOfColumn(header: string): number | null {
  const match = /^(\d{1,2})_(\d{1,2})_cal$/i.exec(header.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return (month - 1) * 2 + (day > 15 ? 1 : 0);
}

/** A cell such as `plant_1`, ` Mat_2 ` or blank → the stage code text (the numeric suffix is noise). */
export function readStageCell(cell: Cell | undefined): string | null {
  const value = text(cell).toLowerCase().replace(/_\d+$/, '');
  return value === '' ? null : value;
}

function findColumns(header: readonly Cell[]): { columns: Record<'prov' | 'muni' | 'crop', number>; slots: number[] } | string {
  const names = header.map((cell) => text(cell).toLowerCase());
  const missing: string[] = [];
  const columns = {} as Record<'prov' | 'muni' | 'crop', number>;
  for (const [key, spellings] of Object.entries(NAME_COLUMNS) as [keyof typeof NAME_COLUMNS, readonly string[]][]) {
    const index = names.findIndex((name) => spellings.includes(name));
    if (index < 0) missing.push(key);
    columns[key] = index;
  }
  const slots: number[] = Array.from({ length: SLOT_COUNT }, () => -1);
  names.forEach((name, index) => {
    const slot = slotOfColumn(name);
    if (slot !== null && slots[slot] === -1) slots[slot] = index;
  });
  slots.forEach((index, slot) => index < 0 && missing.push(SLOT_COLUMNS[slot]!));
  if (missing.length > 0) return `the header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
  return { columns, slots };
}

/**
 * Reads the interchange layout (header row first) into calendar rows. Every unknown place, crop or stage is
 * listed with its row number (as a spreadsheet counts, header = row 1); the caller stores nothing if any.
 */
export function readCalendarTable(table: readonly (readonly Cell[])[], resolve: CalendarResolvers): CalendarTable {
  const [header, ...body] = table;
  if (!header) return { rows: [], problems: ['the file is empty'] };
  const layout = findColumns(header);
  if (typeof layout === 'string') return { rows: [], problems: [layout] };

  const rows: CalendarTableRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((cell) => text(cell) === '')) return;
    const rowProblems: string[] = [];
    const place = resolve.place(text(cells[layout.columns.prov]), text(cells[layout.columns.muni]));
    if (typeof place === 'string') rowProblems.push(place);
    const cropText = text(cells[layout.columns.crop]);
    const crop = resolve.crop(cropText);
    if (!crop) rowProblems.push(cropText ? `unknown crop "${cropText}"` : 'the crop is blank');

    const slots = layout.slots.map((column, slot) => {
      const stage = readStageCell(cells[column]);
      if (stage === null) return null;
      if (!isStageCode(stage)) {
        rowProblems.push(`${SLOT_COLUMNS[slot]}: unknown stage code "${stage}"`);
        return null;
      }
      if (crop && !crop.stages.some((s) => s.code === stage)) {
        rowProblems.push(`${SLOT_COLUMNS[slot]}: ${crop.name.en} has no stage "${stage}" (it has ${crop.stages.map((s) => s.code).join(', ')})`);
        return null;
      }
      return stage;
    });

    if (typeof place !== 'string' && crop) {
      const key = `${place.municipalityPsgc}/${crop.key}`;
      const earlier = seen.get(key);
      if (earlier) rowProblems.push(`the same place and crop as row ${earlier}`);
      else seen.set(key, rowNumber);
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems.map((problem) => `row ${rowNumber}: ${problem}`));
    } else if (typeof place !== 'string' && crop) {
      rows.push({ ...place, cropKey: crop.key, slots });
    }
  });
  if (rows.length === 0 && problems.length === 0) problems.push('the file has a header but no calendar rows');
  return { rows, problems };
}
