import { CLOUD_COVERS, COMPASS_DIRECTIONS, RAINFALL_LABELS, rainfallClassOf, type CloudCover, type CompassDirection } from './conditions';
import type { TendayValue } from './tenday-value';

/** A cell as the workbook reader hands it over: formulas already replaced by their results. */
export type Cell = string | number | boolean | Date | null;

export interface CellProblem {
  column: string;
  message: string;
}

// Columns of PAGASA's CLIMPS-FF-1 sheet (domain.md §2).
export const TENDAY_COLUMNS = {
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

type Field = Exclude<keyof typeof TENDAY_COLUMNS, 'name'>;

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

function readNumber(cell: Cell, field: Field, label: string, range: [number, number], problems: CellProblem[]): number | null {
  if (isBlank(cell)) return null;
  const value = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell.trim()) : NaN;
  if (!Number.isFinite(value)) {
    problems.push({ column: TENDAY_COLUMNS[field], message: `${label} must be a number, found "${String(cell)}"` });
    return null;
  }
  if (value < range[0] || value > range[1]) {
    problems.push({ column: TENDAY_COLUMNS[field], message: `${label} ${value} is outside ${range[0]}..${range[1]}` });
    return null;
  }
  return Math.round(value * 100) / 100;
}

function readChoice<T extends string>(cell: Cell, field: Field, label: string, choices: readonly T[], problems: CellProblem[]): T | null {
  if (isBlank(cell)) return null;
  const text = String(cell).trim().toUpperCase().replace(/\s+/g, ' ');
  const found = choices.find((choice) => choice === text);
  if (!found) problems.push({ column: TENDAY_COLUMNS[field], message: `unknown ${label} "${String(cell)}"` });
  return found ?? null;
}

/** Turns one sheet row (columns C to K) into a checked 10-day value, or lists what is wrong with it. */
export function readTendayCells(
  cells: Record<Field, Cell>,
  place: { municipality: string; date: string },
): { value: TendayValue; problems: [] } | { value: null; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const tempMin = readNumber(cells.tempMin, 'tempMin', 'minimum temperature', [-10, 50], problems);
  const tempMax = readNumber(cells.tempMax, 'tempMax', 'maximum temperature', [-10, 50], problems);
  let tempMean = readNumber(cells.tempMean, 'tempMean', 'mean temperature', [-10, 50], problems);
  if (tempMean === null && isBlank(cells.tempMean) && tempMin !== null && tempMax !== null) {
    tempMean = Math.round(((tempMin + tempMax) / 2) * 100) / 100;
  }
  const humidity = readNumber(cells.humidity, 'humidity', 'humidity', [0, 100], problems);
  const windSpeed = readNumber(cells.windSpeed, 'windSpeed', 'wind speed', [0, 100], problems);
  const windDirection = readChoice<CompassDirection>(cells.windDirection, 'windDirection', 'wind direction', COMPASS_DIRECTIONS, problems);
  const cloudCover = readChoice<CloudCover>(cells.cloudCover, 'cloudCover', 'cloud cover', CLOUD_COVERS, problems);

  const amount = isBlank(cells.rainfallAmount) ? null : String(cells.rainfallAmount).trim();
  let rainfall = null;
  if (!isBlank(cells.rainfall)) {
    rainfall = rainfallClassOf(String(cells.rainfall));
    if (!rainfall) {
      problems.push({ column: TENDAY_COLUMNS.rainfall, message: `unknown rainfall class "${String(cells.rainfall)}" (expected ${Object.values(RAINFALL_LABELS).join(', ')})` });
    }
  } else if (amount !== null) {
    rainfall = rainfallClassOf(amount);
    if (!rainfall) problems.push({ column: TENDAY_COLUMNS.rainfallAmount, message: `unknown rainfall amount "${amount}"` });
  }
  if (tempMin !== null && tempMax !== null && tempMin > tempMax) {
    problems.push({ column: TENDAY_COLUMNS.tempMin, message: `minimum temperature ${tempMin} is above the maximum ${tempMax}` });
  }

  if (problems.length > 0) return { value: null, problems };
  return {
    value: { ...place, tempMin, tempMax, tempMean, rainfall, rainfallAmount: amount, cloudCover, humidity, windSpeed, windDirection },
    problems: [],
  };
}
