import type { WindSignal } from './conditions';

/** A numbered wind signal: the only signals under which a place's products lead with the storm. */
export type RaisedSignal = Exclude<WindSignal, 'general_no_signal'>;

export function isRaisedSignal(signal: WindSignal | null | undefined): signal is RaisedSignal {
  return typeof signal === 'string' && signal.startsWith('signal_number_');
}
