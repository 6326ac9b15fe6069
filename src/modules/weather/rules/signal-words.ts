import { formatManilaDateTime } from '@/platform/format/manila-time';
import type { RaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { PlaceSignal } from './place-signal';

export type SignalLocale = 'en' | 'tl';

const number = (signal: RaisedSignal) => signal.slice(-1);

/** `Signal No. 3` / `Babala Blg. 3`: the words the Weather messages use, for texts drawn outside a page. */
export function signalName(signal: RaisedSignal, locale: SignalLocale): string {
  return locale === 'tl' ? `Babala Blg. ${number(signal)}` : `Signal No. ${number(signal)}`;
}

/** The advisory that raised it: `tropical cyclone RAMON, advisory no. 8, issued November 27, 2026, 06:00 PHT`. */
export function advisoryWords(signal: PlaceSignal, locale: SignalLocale): string {
  const time = formatManilaDateTime(signal.issuedAt, locale);
  const name = signal.cycloneName?.trim();
  if (locale === 'tl') {
    return [name ? `Bagyong ${name}` : 'abiso sa bagyo', signal.bulletinNumber ? `abiso Blg. ${signal.bulletinNumber}` : null, `inilabas noong ${time}`]
      .filter(Boolean)
      .join(', ');
  }
  return [name ? `tropical cyclone ${name}` : 'cyclone advisory', signal.bulletinNumber ? `advisory no. ${signal.bulletinNumber}` : null, `issued ${time}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The one sentence every product of a place leads with while a signal is up:
 * `Signal No. 3 is up for City of Calamba: tropical cyclone RAMON, advisory no. 8, issued November 27, 2026, 06:00 PHT.`
 */
export function signalHeadline(signal: PlaceSignal, place: string, locale: SignalLocale): string {
  const name = signalName(signal.signal, locale);
  return locale === 'tl' ? `Nakataas ang ${name} sa ${place}: ${advisoryWords(signal, 'tl')}.` : `${name} is up for ${place}: ${advisoryWords(signal, 'en')}.`;
}
