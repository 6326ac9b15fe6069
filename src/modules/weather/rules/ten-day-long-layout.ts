import { TEN_DAY_FIELDS, type Cell, type TenDayCells, type TenDayField } from './read-ten-day-cells';
import type { TenDayPart, TenDayPlaceRef, TenDayRead, TenDayReading } from './ten-day-reading';
import { tenDayWindowHeader } from './ten-day-window';

/**
 * The portal's long layout for a 10-day outlook: one row per place and day, under a row of headings
 * (docs/decisions/025-tenday-sources.md). Headings are matched without regard to case, spaces,
 * underscores or punctuation, with the aliases below; a unit may follow in brackets (`Humidity (%)`) or
 * as the last word (`humidity_pct`) and must then be the layout's unit.
 */

export type LongLayoutKey = 'psgc' | 'place' | 'province' | 'date' | TenDayField;
export type LongLayoutUnit = '°C' | 'mm/day' | '%' | 'm/s';

export interface LongLayoutColumn {
  key: LongLayoutKey;
  /** The heading the template writes. */
  heading: string;
  unit: LongLayoutUnit | null;
  /** Other headings taken for it. */
  aliases: readonly string[];
  /** What goes in the column, for the template's notes and the documentation. */
  description: string;
}

export const LONG_LAYOUT_COLUMNS: readonly LongLayoutColumn[] = [
  {
    key: 'psgc',
    heading: 'psgc_code',
    unit: null,
    aliases: ['psgc', 'code', 'place code', 'place psgc', 'municipality code', 'municipality psgc', 'lgu code', 'lgu psgc', 'psgc id'],
    description:
      '10-digit PSGC code of the city or municipality (a 9-digit number, as Excel shows it without the leading zero, is taken too). Give it or the place name.',
  },
  {
    key: 'place',
    heading: 'place',
    unit: null,
    aliases: [
      'place name',
      'name',
      'municipality',
      'municipalities',
      'city municipality',
      'city or municipality',
      'municipality city',
      'lgu',
      'lgu name',
      'project areas',
      'project area',
      'location',
      'muni',
    ],
    description:
      'Name of the city or municipality, as the portal or PAGASA spells it (e.g. City of Calaca, or Calaca (Batangas)). Checked against the code when both are given.',
  },
  {
    key: 'province',
    heading: 'province',
    unit: null,
    aliases: ['prov', 'province name'],
    description: 'Province, to tell apart places of the same name (optional).',
  },
  {
    key: 'date',
    heading: 'date',
    unit: null,
    aliases: ['day', 'valid date', 'valid day', 'date valid', 'forecast day', 'day date'],
    description:
      'The day forecast, YYYY-MM-DD (or MM/DD/YYYY, or an Excel date). The earliest date is the forecast date; every date must fall in the ten days from it.',
  },
  {
    key: 'tempMin',
    heading: 'tmin_c',
    unit: '°C',
    aliases: ['tmin', 'min', 'minimum', 'min temp', 'min temperature', 'minimum temp', 'minimum temperature', 'temp min', 'temperature min', 't min'],
    description: 'Minimum temperature, °C (-10 to 50).',
  },
  {
    key: 'tempMax',
    heading: 'tmax_c',
    unit: '°C',
    aliases: ['tmax', 'max', 'maximum', 'max temp', 'max temperature', 'maximum temp', 'maximum temperature', 'temp max', 'temperature max', 't max'],
    description: 'Maximum temperature, °C (-10 to 50), not below the minimum.',
  },
  {
    key: 'tempMean',
    heading: 'tmean_c',
    unit: '°C',
    aliases: [
      'tmean',
      'mean',
      'mean temp',
      'mean temperature',
      'temp mean',
      'temperature mean',
      't mean',
      'ave temp',
      'ave temperature',
      'average temp',
      'average temperature',
      'avg temp',
      'tave',
      'tavg',
    ],
    description: 'Mean temperature, °C (optional: left blank, the middle of minimum and maximum).',
  },
  {
    key: 'rainfall',
    heading: 'rainfall_class',
    unit: null,
    aliases: ['rainfall', 'rain', 'rainfall classification', 'rainfall description', 'rainfall desc', 'rain class', 'rainfall category', 'rainfall condition'],
    description: 'NO RAIN, LIGHT RAINS, MODERATE RAINS or HEAVY RAINS (or the bands <60, 60-180, >180). Give it, the millimetres, or both (they must agree).',
  },
  {
    key: 'rainfallAmount',
    heading: 'rainfall_mm',
    unit: 'mm/day',
    aliases: ['rainfall', 'rain', 'rainfall amount', 'rain amount', 'rainfall total', 'total rainfall', 'precipitation', 'amount'],
    description:
      "Rainfall of the day in mm (0 to 2000), or PAGASA's band <60, 60-180 or >180. Millimetres give the class: 0 NO RAIN, under 60 LIGHT, 60 to 180 MODERATE, over 180 HEAVY.",
  },
  {
    key: 'cloudCover',
    heading: 'cloud_cover',
    unit: null,
    aliases: ['cloud', 'clouds', 'cloudiness', 'total cloud cover', 'cloud cover description', 'sky', 'sky condition'],
    description: 'SUNNY, MOSTLY SUNNY, PARTLY CLOUDY, MOSTLY CLOUDY or CLOUDY.',
  },
  {
    key: 'humidity',
    heading: 'humidity_pct',
    unit: '%',
    aliases: ['humidity', 'rh', 'relative humidity', 'rel humidity', 'mean humidity', 'humidity mean', 'rel humidity mean'],
    description: 'Mean relative humidity, % (0 to 100).',
  },
  {
    key: 'windSpeed',
    heading: 'wind_speed_mps',
    unit: 'm/s',
    aliases: ['wind speed', 'windspeed', 'wind', 'mean wind speed', 'wind mean speed', 'mean speed', 'speed'],
    description: 'Mean wind speed, m/s (0 to 100), as PAGASA gives it.',
  },
  {
    key: 'windDirection',
    heading: 'wind_direction',
    unit: null,
    aliases: ['wind dir', 'winddir', 'direction', 'mean direction', 'wind mean direction', 'mean wind direction', 'wind from'],
    description: 'Where the wind blows from, on 16 compass points as PAGASA writes them: N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW.',
  },
];

const COLUMN_BY_KEY = new Map(LONG_LAYOUT_COLUMNS.map((column) => [column.key, column]));

/** How a heading or a unit is compared: lower case, `%` as `pct`, every run of other signs one space. */
export function normalizeHeading(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/%/g, ' pct ')
    .replace(/[°º]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// A unit the layout takes (LongLayoutUnit) or one it names to refuse (°F, …).
const UNIT_WORDS: Record<string, string> = {};
for (const [unit, words] of [
  ['°C', ['c', 'deg c', 'degc', 'degree c', 'degrees c', 'celsius', 'degrees celsius']],
  ['mm/day', ['mm', 'mm day', 'mm d', 'mm per day', 'mm 24h', 'mm 24 h', 'mm day 1', 'millimetres', 'millimeters', 'millimetre', 'millimeter']],
  ['%', ['pct', 'percent', 'per cent']],
  ['m/s', ['m s', 'mps', 'ms', 'm sec', 'm s 1', 'metres per second', 'meters per second']],
  // Units people use that the layout does not take: named, so the message can say so.
  ['°F', ['f', 'deg f', 'degf', 'fahrenheit']],
  ['km/h', ['km h', 'kmh', 'kph', 'kmph', 'km hr']],
  ['knots', ['kt', 'kts', 'knot', 'knots']],
  ['inches', ['in', 'inch', 'inches']],
  ['cm', ['cm']],
] as const) {
  for (const word of words) UNIT_WORDS[word] = unit;
}

const ALIASES = new Map<string, LongLayoutColumn[]>();
for (const column of LONG_LAYOUT_COLUMNS) {
  for (const name of [column.heading, ...column.aliases]) {
    const key = normalizeHeading(name);
    ALIASES.set(key, [...(ALIASES.get(key) ?? []), column]);
  }
}

/** `A`, `B` … `Z`, `AA` … for a column index from 0. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

type HeadingMatch = { column: LongLayoutColumn; unit: string | null } | null;

function pick(base: string, unitText: string | null): HeadingMatch {
  const candidates = ALIASES.get(base);
  if (!candidates) return null;
  const unit = unitText === null ? null : (UNIT_WORDS[unitText] ?? null);
  const column = (unit !== null ? candidates.find((c) => c.unit === unit) : undefined) ?? candidates.find((c) => c.unit === null) ?? candidates[0]!;
  return { column, unit };
}

/** The column a heading names, and the unit it states, if any. */
export function matchHeading(text: string): HeadingMatch {
  const whole = normalizeHeading(text);
  if (whole === '') return null;
  const direct = pick(whole, null);
  if (direct) return direct;
  const bracket = /^(.*?)[([]([^()[\]]*)[)\]]\s*$/.exec(text.normalize('NFKC').trim());
  if (bracket) {
    // A bracket that is no unit is a note (`place (as PAGASA spells it)`); a unit is checked.
    const unitText = normalizeHeading(bracket[2]!);
    const found = pick(normalizeHeading(bracket[1]!), unitText in UNIT_WORDS ? unitText : null);
    if (found) return found;
  }
  const words = whole.split(' ');
  for (let n = 1; n <= 3 && n < words.length; n += 1) {
    const unitText = words.slice(-n).join(' ');
    if (!(unitText in UNIT_WORDS)) continue;
    const found = pick(words.slice(0, -n).join(' '), unitText);
    if (found) return found;
  }
  return null;
}

export type LongLayoutHeader = { ok: true; index: Partial<Record<LongLayoutKey, number>> } | { ok: false; problems: string[] };

const WHAT: Record<LongLayoutKey, string> = {
  psgc: 'the PSGC code',
  place: 'the place name',
  province: 'the province',
  date: 'the date',
  tempMin: 'the minimum temperature',
  tempMax: 'the maximum temperature',
  tempMean: 'the mean temperature',
  rainfall: 'the rainfall class',
  rainfallAmount: 'the rainfall in mm',
  cloudCover: 'the cloud cover',
  humidity: 'the humidity',
  windSpeed: 'the wind speed',
  windDirection: 'the wind direction',
};

const cellText = (cell: Cell) => (cell === null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim();

/** Reads the row of headings: which column holds what, or every problem with it (unknown, repeated, missing, wrong unit). */
export function readLongLayoutHeader(row: readonly Cell[]): LongLayoutHeader {
  const problems: string[] = [];
  const index: Partial<Record<LongLayoutKey, number>> = {};
  row.forEach((cell, i) => {
    const text = cellText(cell);
    if (text === '') return;
    const where = `column ${columnLetter(i)} ("${text}")`;
    const found = matchHeading(text);
    if (!found) {
      problems.push(`${where} is not a heading of the layout; use ${LONG_LAYOUT_COLUMNS.map((c) => c.heading).join(', ')}`);
      return;
    }
    const { column, unit } = found;
    if (unit !== null && unit !== column.unit) {
      problems.push(column.unit ? `${where}: ${WHAT[column.key]} is in ${column.unit}, not ${unit}` : `${where}: ${WHAT[column.key]} takes no unit`);
      return;
    }
    const earlier = index[column.key];
    if (earlier !== undefined) {
      problems.push(`columns ${columnLetter(earlier)} and ${columnLetter(i)} are both ${WHAT[column.key]}`);
      return;
    }
    index[column.key] = i;
  });
  const missing = (keys: LongLayoutKey[]) => keys.every((key) => index[key] === undefined);
  if (missing(['psgc', 'place'])) problems.push('missing column: psgc_code or place (give either, or both)');
  if (missing(['date'])) problems.push('missing column: date');
  for (const key of ['tempMin', 'tempMax', 'cloudCover', 'humidity', 'windSpeed', 'windDirection'] as const) {
    if (missing([key])) problems.push(`missing column: ${COLUMN_BY_KEY.get(key)!.heading} (${WHAT[key]})`);
  }
  if (missing(['rainfall', 'rainfallAmount'])) problems.push('missing column: rainfall_class or rainfall_mm (give either, or both)');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, index };
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A day as a cell gives it: an Excel date or day number, `YYYY-MM-DD` (a midnight time is allowed), `MM/DD/YYYY` or `YYYY/MM/DD`. */
export function readLongLayoutDate(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < 20_000 || cell > 80_000) return null;
    // Excel counts days from 1899-12-30 (keeping Lotus's leap-year bug).
    return new Date(Date.UTC(1899, 11, 30) + cell * 86_400_000).toISOString().slice(0, 10);
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return isoDate(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** A PSGC code as a cell gives it; a 9-digit number is a code whose leading zero a spreadsheet dropped. */
export function readPsgcCode(cell: Cell): string | null {
  const text =
    typeof cell === 'number' ? (Number.isInteger(cell) && cell > 0 ? String(cell) : '') : typeof cell === 'string' ? cell.trim().replace(/^'/, '') : '';
  return /^\d{9,10}$/.test(text) ? text.padStart(10, '0') : null;
}

const isBlank = (cell: Cell | undefined) => cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');

export type LongLayoutTable = { ok: true; read: TenDayRead } | { ok: false; problems: string[] };

/**
 * Reads a long-layout table (a CSV, or a workbook's first sheet) into the readings of the shared
 * import path. Refuses the table as a whole for a wrong row of headings, no data or no readable
 * date; a row with an unreadable place or date is a problem of that row, named by row and column.
 */
export function readLongLayoutTable(rows: readonly (readonly Cell[])[], file: string, sheet: string): LongLayoutTable {
  const headerAt = rows.findIndex((row) => row.some((cell) => !isBlank(cell)));
  if (headerAt === -1) return { ok: false, problems: ['the file is empty: the first row must hold the headings of the layout (download the template)'] };
  const header = readLongLayoutHeader(rows[headerAt]!);
  if (!header.ok) return header;
  const { index } = header;
  const letter = (key: LongLayoutKey) => (index[key] === undefined ? COLUMN_BY_KEY.get(key)!.heading : columnLetter(index[key]));
  const columns = {
    place: index.psgc !== undefined ? letter('psgc') : letter('place'),
    name: letter('place'),
    date: letter('date'),
    ...(Object.fromEntries(TEN_DAY_FIELDS.map((field) => [field, letter(field)])) as Record<TenDayField, string>),
  };
  const part: TenDayPart = { file, sheet, day: '', rowsRead: 0, columns, problems: [] };
  const readings: TenDayReading[] = [];
  const value = (row: readonly Cell[], key: LongLayoutKey): Cell => (index[key] === undefined ? null : (row[index[key]] ?? null));

  for (let r = headerAt + 1; r < rows.length; r += 1) {
    const row = rows[r]!;
    if (row.every((cell) => isBlank(cell))) continue;
    const rowNumber = r + 1;
    part.rowsRead += 1;
    const problem = (column: string, message: string) => part.problems.push({ sheet, row: rowNumber, column, message });
    let place: TenDayPlaceRef | null = null;
    const name = isBlank(value(row, 'place')) ? undefined : cellText(value(row, 'place'));
    const province = isBlank(value(row, 'province')) ? undefined : cellText(value(row, 'province'));
    if (!isBlank(value(row, 'psgc'))) {
      const psgc = readPsgcCode(value(row, 'psgc'));
      if (psgc) place = { psgc, name, province };
      else problem(letter('psgc'), `"${cellText(value(row, 'psgc'))}" is not a 10-digit PSGC code`);
    } else if (name !== undefined) {
      place = { name, province };
    } else {
      problem(columns.place, 'no place: write the PSGC code or the name of the city or municipality');
    }
    const dateCell = value(row, 'date');
    const date = readLongLayoutDate(dateCell);
    if (!date) problem(columns.date, isBlank(dateCell) ? 'no date' : `"${cellText(dateCell)}" is not a date (write YYYY-MM-DD)`);
    if (!place || !date) continue;
    const cells = Object.fromEntries(TEN_DAY_FIELDS.map((field) => [field, value(row, field)])) as TenDayCells;
    readings.push({ part: 0, row: rowNumber, place, date, cells });
  }

  if (part.rowsRead === 0) return { ok: false, problems: ['there is no row of data under the headings'] };
  const dates = readings.map((reading) => reading.date).sort();
  if (dates.length === 0) {
    return {
      ok: false,
      problems: ['no row has a readable place and date', ...part.problems.slice(0, 20).map((p) => `row ${p.row}, column ${p.column}: ${p.message}`)],
    };
  }
  part.day = `${dates[0]}..${dates.at(-1)}`;
  return {
    ok: true,
    read: { source: { kind: 'long-layout', files: [file], unknownPlaces: 'refuse' }, header: tenDayWindowHeader(dates[0]!), parts: [part], readings },
  };
}
