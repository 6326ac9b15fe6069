import { NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { MOON_PHASES } from './common-data';

export type MoonPhase = (typeof MOON_PHASES)[number];

const manilaDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });

/**
 * The quarter phases of the moon whose Philippine dates fall from `from` to `to` (both `YYYY-MM-DD`),
 * computed with astronomy-engine (PAGASA's API gives none). A quarter comes every 7.4 days, so a
 * 10-day outlook always has one or two.
 */
export function computeMoonPhases(from: string, to: string): { date: string; phase: MoonPhase }[] {
  // Manila is UTC+8 all year: its day starts at 16:00 UTC the day before.
  const start = new Date(Date.parse(`${from}T00:00:00+08:00`));
  const phases: { date: string; phase: MoonPhase }[] = [];
  for (let quarter = SearchMoonQuarter(start); ; quarter = NextMoonQuarter(quarter)) {
    const date = manilaDay(quarter.time.date);
    if (date > to) return phases;
    phases.push({ date, phase: MOON_PHASES[quarter.quarter]! });
  }
}

/**
 * The moon phases a 10-day outlook shows: those staff entered for its days, when they entered any;
 * otherwise the computed ones, said so.
 */
export function moonPhasesFor(
  from: string,
  to: string,
  entered: readonly { date: string; phase: MoonPhase }[] | null | undefined,
): { phases: { date: string; phase: MoonPhase }[]; computed: boolean } {
  const own = (entered ?? []).filter((entry) => entry.date >= from && entry.date <= to);
  return own.length > 0 ? { phases: own, computed: false } : { phases: computeMoonPhases(from, to), computed: true };
}
