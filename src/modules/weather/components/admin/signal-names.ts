import type { WindSignal } from '@/modules/weather/rules/conditions';

/** The wind signals as staff read them (English, like the rest of the staff screens). */
export const SIGNAL_NAMES: Record<WindSignal, string> = {
  general_no_signal: 'No signal (cyclone outside)',
  signal_number_1: 'Signal No. 1',
  signal_number_2: 'Signal No. 2',
  signal_number_3: 'Signal No. 3',
  signal_number_4: 'Signal No. 4',
  signal_number_5: 'Signal No. 5',
};

/** A stored signal code's name, or the code itself when it is none of the known ones. */
export function signalName(code: string): string {
  return (SIGNAL_NAMES as Record<string, string | undefined>)[code] ?? code;
}
