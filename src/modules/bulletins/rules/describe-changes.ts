import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { RAINFALL_CLASSES, WIND_SIGNALS, type ConditionCode, type WindSignal } from '@/modules/weather/rules/conditions';
import type { BulletinAdvice, BulletinDocument, Labelled } from './bulletin-document';

/** Up is more rain (a heavier class, a wetter category); `other` is a change to or from "no data", which has no order. */
export type WeatherDirection = 'up' | 'down' | 'other';

export type BulletinChange =
  | { kind: 'rainfall'; date: string; label: string; from: Labelled<ConditionCode>; to: Labelled<ConditionCode>; direction: WeatherDirection }
  | {
      kind: 'category';
      month: string;
      label: string;
      from: Labelled<ConditionCode>;
      to: Labelled<ConditionCode>;
      /** Percent of normal, both given only when both bulletins had it. */
      percent: { from: number; to: number } | null;
      direction: WeatherDirection;
    }
  | { kind: 'signal'; place: { psgc: string; name: string }; from: Labelled<WindSignal>; to: Labelled<WindSignal>; direction: 'raised' | 'lowered' | 'lifted' }
  | { kind: 'stage'; change: 'added' | 'ended'; code: StageCode; label: string }
  | {
      kind: 'advice';
      change: 'added' | 'dropped';
      recommendationId: number;
      stage: StageCode | null;
      stageLabel: string;
      farmOperation: string | null;
      forecast: string;
    };

type Period = BulletinDocument['period'];

/**
 * What a bulletin says differently from the previous published one, in the documents' own words.
 * `period` is set when the covered dates moved: days or months only one of them covers are that move,
 * not changes.
 */
export type BulletinChanges =
  | { status: 'first' }
  | { status: 'unchanged'; period: { from: Period; to: Period } | null }
  | { status: 'changed'; period: { from: Period; to: Period } | null; changes: BulletinChange[] };

// Order of the codes by rain; `nda` is outside it.
const wetness = (code: ConditionCode) => (RAINFALL_CLASSES as readonly string[]).indexOf(code);

function weatherDirection(from: ConditionCode, to: ConditionCode): WeatherDirection {
  const [a, b] = [wetness(from), wetness(to)];
  if (a < 0 || b < 0) return 'other';
  return b > a ? 'up' : 'down';
}

function weatherChanges(
  previous: BulletinDocument['weather'],
  current: BulletinDocument['weather'],
  place: BulletinDocument['municipality'],
): BulletinChange[] {
  if (previous.kind === 'ten_day' && current.kind === 'ten_day') {
    const before = new Map(previous.days.map((day) => [day.date, day.rainfall]));
    return current.days.flatMap((day): BulletinChange[] => {
      const from = before.get(day.date);
      if (!from || from.code === day.rainfall.code) return [];
      return [{ kind: 'rainfall', date: day.date, label: day.label, from, to: day.rainfall, direction: weatherDirection(from.code, day.rainfall.code) }];
    });
  }
  if (previous.kind === 'seasonal' && current.kind === 'seasonal') {
    const before = new Map(previous.months.map((month) => [month.month, month]));
    return current.months.flatMap((month): BulletinChange[] => {
      const was = before.get(month.month);
      if (!was || was.category.code === month.category.code) return [];
      const percent = was.percent !== null && month.percent !== null ? { from: was.percent, to: month.percent } : null;
      const direction = weatherDirection(was.category.code, month.category.code);
      return [{ kind: 'category', month: month.month, label: month.label, from: was.category, to: month.category, percent, direction }];
    });
  }
  if (previous.kind === 'special_weather' && current.kind === 'special_weather') {
    const [from, to] = [previous.signal, current.signal];
    if (from.code === to.code) return [];
    const direction = to.code === 'general_no_signal' ? 'lifted' : WIND_SIGNALS.indexOf(to.code) > WIND_SIGNALS.indexOf(from.code) ? 'raised' : 'lowered';
    return [{ kind: 'signal', place: { psgc: place.psgc, name: place.name }, from, to, direction }];
  }
  return [];
}

function stageChanges(previous: BulletinDocument['stages'], current: BulletinDocument['stages']): BulletinChange[] {
  const missingFrom = (stages: BulletinDocument['stages']) => (stage: { code: StageCode }) => !stages.some((other) => other.code === stage.code);
  return [
    ...current.filter(missingFrom(previous)).map((stage) => ({ kind: 'stage' as const, change: 'added' as const, code: stage.code, label: stage.label })),
    ...previous.filter(missingFrom(current)).map((stage) => ({ kind: 'stage' as const, change: 'ended' as const, code: stage.code, label: stage.label })),
  ];
}

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** What a reader would call the same advice: the stage, operation and practice, whatever the row's id. */
const wordingOf = (item: BulletinAdvice) => [item.stage ?? '', plain(item.farmOperation), plain(item.practice)].join('\u0000');

/**
 * Advice is the same advice when it comes from the same recommendation (its id); advice whose rule was
 * replaced by another with the same words (a workbook imported again gives new ids) is not news either.
 */
function adviceChanges(previous: BulletinAdvice[], current: BulletinAdvice[]): BulletinChange[] {
  const ids = (list: BulletinAdvice[]) => new Set(list.map((item) => item.recommendationId));
  const [beforeIds, nowIds] = [ids(previous), ids(current)];
  const added = current.filter((item) => !beforeIds.has(item.recommendationId));
  const dropped = previous.filter((item) => !nowIds.has(item.recommendationId));
  // Each dropped item's wording, until an added item with the same words claims it.
  const unclaimed: (string | null)[] = dropped.map(wordingOf);
  const reallyAdded = added.filter((item) => {
    const at = unclaimed.indexOf(wordingOf(item));
    if (at >= 0) unclaimed[at] = null;
    return at < 0;
  });
  const reallyDropped = dropped.filter((_, index) => unclaimed[index] !== null);
  const entry = (change: 'added' | 'dropped') => (item: BulletinAdvice) => ({
    kind: 'advice' as const,
    change,
    recommendationId: item.recommendationId,
    stage: item.stage,
    stageLabel: item.stageLabel,
    farmOperation: item.farmOperation,
    forecast: item.forecast,
  });
  return [...reallyAdded.map(entry('added')), ...reallyDropped.map(entry('dropped'))];
}

/**
 * Compares a bulletin with the previous published one of the same place, crop, type and language
 * (null: this is the first). Changes come in reading order: the weather (signal, days, months), the
 * crop's stages, then the advice added and dropped.
 */
export function describeChanges(previous: BulletinDocument | null, current: BulletinDocument): BulletinChanges {
  if (!previous) return { status: 'first' };
  const moved = previous.period.from !== current.period.from || previous.period.to !== current.period.to;
  const period = moved ? { from: previous.period, to: current.period } : null;
  const changes = [
    ...weatherChanges(previous.weather, current.weather, current.municipality),
    ...stageChanges(previous.stages, current.stages),
    ...adviceChanges(previous.advice, current.advice),
  ];
  return changes.length === 0 ? { status: 'unchanged', period } : { status: 'changed', period, changes };
}

/**
 * How much a change matters to a farmer reading a short box, most first: a wind signal, a jump of two
 * or more rain classes (dry to wet), new advice and stages, a one-class shift, advice no longer given.
 */
function importance(change: BulletinChange): number {
  switch (change.kind) {
    case 'signal':
      return 0;
    case 'rainfall':
    case 'category':
      return change.direction !== 'other' && Math.abs(wetness(change.to.code) - wetness(change.from.code)) >= 2 ? 1 : 4;
    case 'advice':
      return change.change === 'added' ? 2 : 5;
    case 'stage':
      return 3;
  }
}

/** The `limit` most important changes, kept in reading order, and how many were left out. */
export function mostImportantChanges(changes: BulletinChange[], limit: number): { shown: BulletinChange[]; more: number } {
  const kept = new Set(
    changes
      .map((change, index) => ({ change, index }))
      .sort((a, b) => importance(a.change) - importance(b.change) || a.index - b.index)
      .slice(0, Math.max(0, limit))
      .map(({ change }) => change),
  );
  return { shown: changes.filter((change) => kept.has(change)), more: changes.length - kept.size };
}
