import { isRaisedSignal, type RaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { BulletinDocument } from './bulletin-document';

/** The raised signal a bulletin was made under: a cyclone bulletin's own, a 10-day or seasonal bulletin's storm; null for none. */
export function signalMadeUnder(doc: Pick<BulletinDocument, 'weather' | 'storm'>): RaisedSignal | null {
  if (doc.weather.kind === 'special_weather') return isRaisedSignal(doc.weather.signal.code) ? doc.weather.signal.code : null;
  const code = doc.storm?.signal.code;
  return isRaisedSignal(code) ? code : null;
}
