import 'server-only';
import { SIGNAL_LEVELS } from '@/modules/exchange/rules/feeds/cap-levels';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { Queryable } from '@/platform/db/database';
import { loadCapContext } from './load-cap-context';

export interface AlertInstruction {
  signal: WindSignal;
  /** The `<instruction>` lines an alert saved now would carry for places under this signal, per language. */
  en: string[];
  tl: string[];
}

/**
 * What a CAP alert saved now would tell farmers under each signal (its `<instruction>`): the office's
 * advice for that signal as it stands. Shown on the advisory form before saving, because the alert is
 * composed once, at saving, and never changes after (decision 057).
 */
export async function getAlertInstructions(db: Queryable): Promise<AlertInstruction[]> {
  const { advice } = await loadCapContext(db);
  return (Object.keys(SIGNAL_LEVELS) as WindSignal[])
    .filter((signal) => signal !== 'general_no_signal')
    .map((signal) => {
      const rows = advice.filter((row) => row.trigger === null || row.trigger === signal);
      return { signal, en: rows.map((row) => row.en), tl: rows.map((row) => row.tl) };
    });
}
