import { RAINFALL_CLASSES, type RainfallClass } from '@/modules/weather/rules/conditions';

export interface ForecastPair {
  forecast: RainfallClass;
  observed: RainfallClass;
}

/** counts[forecast][observed]: how often each class was forecast and each was observed. */
export type ContingencyTable = Record<RainfallClass, Record<RainfallClass, number>>;

/** How a forecast of one event (heavy rain, no rain) did, as a 2×2 table and its usual scores. */
export interface EventScores {
  hits: number;
  misses: number;
  falseAlarms: number;
  /** Of the times it came, how often it was forecast (probability of detection); null if it never came. */
  hitRate: number | null;
  /** Of the times it was forecast, how often it did not come; null if it was never forecast. */
  falseAlarmRatio: number | null;
  /** Times forecast over times observed: 1 unbiased, above 1 forecast too often; null if never observed. */
  frequencyBias: number | null;
}

export interface ForecastScores {
  cases: number;
  table: ContingencyTable;
  /** Share of pairs whose forecast class was the observed one. */
  percentCorrect: number;
  /**
   * Heidke skill score: the share correct beyond what chance would give with the same forecast and
   * observed frequencies, 1 perfect, 0 no better than chance, below 0 worse. Null when chance alone
   * would be right every time (one class forecast and observed throughout): no skill can be told.
   */
  heidkeSkill: number | null;
  heavyRain: EventScores;
  noRain: EventScores;
}

export type Verdict = { enough: true; scores: ForecastScores } | { enough: false; cases: number; needed: number };

function emptyTable(): ContingencyTable {
  const row = () => Object.fromEntries(RAINFALL_CLASSES.map((observed) => [observed, 0])) as Record<RainfallClass, number>;
  return Object.fromEntries(RAINFALL_CLASSES.map((forecast) => [forecast, row()])) as ContingencyTable;
}

export function contingencyTable(pairs: readonly ForecastPair[]): ContingencyTable {
  const table = emptyTable();
  for (const { forecast, observed } of pairs) table[forecast][observed] += 1;
  return table;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function eventScores(table: ContingencyTable, event: RainfallClass): EventScores {
  let hits = 0;
  let misses = 0;
  let falseAlarms = 0;
  for (const forecast of RAINFALL_CLASSES) {
    for (const observed of RAINFALL_CLASSES) {
      const count = table[forecast][observed];
      if (forecast === event && observed === event) hits += count;
      else if (observed === event) misses += count;
      else if (forecast === event) falseAlarms += count;
    }
  }
  return {
    hits,
    misses,
    falseAlarms,
    hitRate: ratio(hits, hits + misses),
    falseAlarmRatio: ratio(falseAlarms, hits + falseAlarms),
    frequencyBias: ratio(hits + falseAlarms, hits + misses),
  };
}

/** The scores of a set of forecast–observed pairs (at least one), in the rainfall classes the portal uses. */
export function scoreForecasts(pairs: readonly ForecastPair[]): ForecastScores {
  const cases = pairs.length;
  if (cases === 0) throw new RangeError('no pairs to score');
  const table = contingencyTable(pairs);
  let correct = 0;
  let chance = 0;
  for (const code of RAINFALL_CLASSES) {
    correct += table[code][code];
    const forecastTotal = RAINFALL_CLASSES.reduce((sum, observed) => sum + table[code][observed], 0);
    const observedTotal = RAINFALL_CLASSES.reduce((sum, forecast) => sum + table[forecast][code], 0);
    chance += (forecastTotal / cases) * (observedTotal / cases);
  }
  const percentCorrect = correct / cases;
  return {
    cases,
    table,
    percentCorrect,
    heidkeSkill: chance >= 1 ? null : (percentCorrect - chance) / (1 - chance),
    heavyRain: eventScores(table, 'above_normal'),
    noRain: eventScores(table, 'wb_normal'),
  };
}

/**
 * Scores only when enough pairs stand behind them (`ACAP_VERIFY_MIN_CASES`): a percentage of a handful
 * of days says more about luck than about the outlook, and must not be shown to a farmer as skill.
 */
export function verifyForecasts(pairs: readonly ForecastPair[], minimumCases: number): Verdict {
  const needed = Math.max(1, minimumCases);
  if (pairs.length < needed) return { enough: false, cases: pairs.length, needed };
  return { enough: true, scores: scoreForecasts(pairs) };
}
