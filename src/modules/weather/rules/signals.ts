import type { WindSignal } from './conditions';

/** Colours of the wind signals; always shown with the signal's name. */
export const SIGNAL_COLOURS: Record<WindSignal | 'none', string> = {
  none: '#e0e0e0',
  general_no_signal: '#b3e5fc',
  signal_number_1: '#fff176',
  signal_number_2: '#ffb74d',
  signal_number_3: '#e57373',
  signal_number_4: '#ce93d8',
  signal_number_5: '#9575cd',
};
