import { CLOUD_COVERS, COMPASS_DIRECTIONS, RAINFALL_LABELS, type CloudCover, type CompassDirection, type RainfallClass } from './conditions';
import { MAX_DAILY_RAINFALL_MM, parseDecimal, rainfallClassOfMillimetres, readRainfallClass } from './rainfall-entry';
import type { TenDayValue } from './ten-day-value';

/** A cell as the workbook reader hands it over: formulas already replaced by their results. */
export type Cell = string | number | boolean | Date | null;

export interface CellProblem {
  column: string;
  message: string;
}

// Columns of PAGASA's CLIMPS-FF-1 sheet (domain.md §2).
export const TEN_DAY_COLUMNS = {
  name: 'B',
  tempMin: 'C',
  tempMax: 'D',
  tempMean: 'E',
  rainfallAmount: 'F',
  rainfall: 'G',
  cloudCover: 'H',
  humidity: 'I',
  windSpeed: 'J',
  windDirection: 'K',
} as const;

/** The values of one place and day, whatever the source calls them. */
export type TenDayField = Exclude<keyof typeof TEN_DAY_COLUMNS, 'name'>;
export const TEN_DAY_FIELDS = [
  'tempMin',
  'tempMax',
  'tempMean',
  'rainfallAmount',
  'rainfall',
  'cloudCover',
  'humidity',
  'windSpeed',
  'windDirection',
] as const satisfies readonly TenDayField[];

/** How a source names the column of each value in its messages (a letter of a sheet, a field of a JSON body). */
export type TenDayColumns = Record<TenDayField, string>;

export type TenDayCells = Record<TenDayField, Cell>;

export const TEMPERATURE_RANGE: [number, number] = [-10, 50];
export const HUMIDITY_RANGE: [number, number] = [0, 100];
export const WIND_SPEED_RANGE: [number, number] = [0, 100];

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A number cell, or a decimal written as text; anything else (a date, true, `0x10`) is not a number. */
function numberOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') return parseDecimal(cell);
  return null;
}

/** Turns the cells of one place and day into a checked 10-day value, or lists what is wrong with them. */
export function readTenDayCells(
  cells: TenDayCells,
  place: { municipality: string; date: string },
  columns: TenDayColumns = TEN_DAY_COLUMNS,
): { value: TenDayValue; problems: [] } | { value: null; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const problem = (field: TenDayField, message: string) => problems.push({ column: columns[field], message });

  const readNumber = (field: TenDayField, label: string, range: [number, number]): number | null => {
    const cell = cells[field];
    if (isBlank(cell)) return null;
    const value = numberOf(cell);
    if (value === null) {
      problem(field, `${label} must be a number, found "${String(cell)}"`);
      return null;
    }
    if (value < range[0] || value > range[1]) {
      problem(field, `${label} ${value} is outside ${range[0]}..${range[1]}`);
      return null;
    }
    return round2(value);
  };

  const readChoice = <T extends string>(field: TenDayField, label: string, choices: readonly T[]): T | null => {
    const cell = cells[field];
    if (isBlank(cell)) return null;
    const text = String(cell).trim().toUpperCase().replace(/\s+/g, ' ');
    const found = choices.find((choice) => choice === text);
    if (!found) problem(field, `unknown ${label} "${String(cell)}" (expected ${choices.join(', ')})`);
    return found ?? null;
  };

  const tempMin = readNumber('tempMin', 'minimum temperature', TEMPERATURE_RANGE);
  const tempMax = readNumber('tempMax', 'maximum temperature', TEMPERATURE_RANGE);
  let tempMean = readNumber('tempMean', 'mean temperature', TEMPERATURE_RANGE);
  if (tempMean === null && isBlank(cells.tempMean) && tempMin !== null && tempMax !== null) {
    tempMean = round2((tempMin + tempMax) / 2);
  }
  const humidity = readNumber('humidity', 'humidity', HUMIDITY_RANGE);
  const windSpeed = readNumber('windSpeed', 'wind speed', WIND_SPEED_RANGE);
  const windDirection = readChoice<CompassDirection>('windDirection', 'wind direction', COMPASS_DIRECTIONS);
  const cloudCover = readChoice<CloudCover>('cloudCover', 'cloud cover', CLOUD_COVERS);

  // The amount is PAGASA's band (`<60`) or millimetres; either gives a class, which must agree with the class column.
  let amount: string | null = null;
  let amountClass: RainfallClass | null = null;
  if (!isBlank(cells.rainfallAmount)) {
    const mm = numberOf(cells.rainfallAmount);
    if (mm !== null) {
      if (mm < 0 || mm > MAX_DAILY_RAINFALL_MM) {
        problem('rainfallAmount', `rainfall ${mm} mm is outside 0..${MAX_DAILY_RAINFALL_MM}`);
      } else {
        amount = String(round2(mm));
        amountClass = rainfallClassOfMillimetres(mm);
      }
    } else {
      amount = String(cells.rainfallAmount).trim();
      amountClass = readRainfallClass(amount);
      if (!amountClass) problem('rainfallAmount', `unknown rainfall amount "${amount}" (expected millimetres or one of <60, 60-180, >180)`);
    }
  }
  let rainfall: RainfallClass | null = null;
  if (!isBlank(cells.rainfall)) {
    rainfall = readRainfallClass(String(cells.rainfall));
    if (!rainfall) {
      problem('rainfall', `unknown rainfall class "${String(cells.rainfall)}" (expected ${Object.values(RAINFALL_LABELS).join(', ')})`);
    } else if (amountClass && amountClass !== rainfall) {
      problem('rainfallAmount', `rainfall ${amount} is ${RAINFALL_LABELS[amountClass]}, but the rainfall class says ${RAINFALL_LABELS[rainfall]}`);
    }
  } else {
    rainfall = amountClass;
  }
  if (tempMin !== null && tempMax !== null && tempMin > tempMax) {
    problem('tempMin', `minimum temperature ${tempMin} is above the maximum ${tempMax}`);
  }

  if (problems.length > 0) return { value: null, problems };
  return {
    value: { ...place, tempMin, tempMax, tempMean, rainfall, rainfallAmount: amount, cloudCover, humidity, windSpeed, windDirection },
    problems: [],
  };
}
