import { slugify } from '@/modules/places/rules/slugify';
import type { RaisedSignal } from '@/modules/weather/rules/raised-signal';
import { signalName } from '@/modules/weather/rules/signal-words';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { localeOfLanguage, type BulletinDocument, type BulletinLanguage } from './bulletin-document';

/**
 * What happened after a bulletin was published, said above its unchanged content (a published bulletin
 * is never redrawn): a later advisory's bulletin replaced it, or a signal was raised for its place since.
 */
export interface LaterNotices {
  /** A cyclone bulletin replaced by a published one of a later advisory for the same place, crop and language. */
  replacedBy: { id: string; bulletinNumber: string | null; signal: RaisedSignal | null } | null;
  /** A 10-day or seasonal bulletin made without the signal now up for its place. */
  signalSince: { signal: RaisedSignal; cyclonePage: string; newestSpecial: string | null } | null;
}

export const NO_LATER_NOTICES: LaterNotices = { replacedBy: null, signalSince: null };

/** The place's cyclone page: where its signal and the advice for it are (one address in both languages). */
export function cyclonePagePath(doc: Pick<BulletinDocument, 'province' | 'municipality'>): string {
  return weatherViewPath({ tab: 'special', province: slugify(doc.province.name), municipality: slugify(doc.municipality.name) });
}

/** `Replaced by advisory no. 8 — Signal No. 3.` in the bulletin's language. */
export function replacedWords(replacedBy: NonNullable<LaterNotices['replacedBy']>, language: BulletinLanguage): string {
  const locale = localeOfLanguage(language);
  const signal = replacedBy.signal ? ` — ${signalName(replacedBy.signal, locale)}` : '';
  if (locale === 'tl') return `Pinalitan na ng ${replacedBy.bulletinNumber ? `abiso Blg. ${replacedBy.bulletinNumber}` : 'mas bagong abiso'}${signal}.`;
  return `Replaced by ${replacedBy.bulletinNumber ? `advisory no. ${replacedBy.bulletinNumber}` : 'a later advisory'}${signal}.`;
}

/** `Signal No. 3 was raised after this bulletin — read the cyclone advice.` in the bulletin's language. */
export function signalSinceWords(signal: RaisedSignal, language: BulletinLanguage): string {
  const locale = localeOfLanguage(language);
  if (locale === 'tl') return `Itinaas ang ${signalName(signal, 'tl')} matapos ang bulletin na ito — basahin ang payo para sa bagyo.`;
  return `${signalName(signal, 'en')} was raised after this bulletin — read the cyclone advice.`;
}

/** The notices as one line, for a link preview's text and a feed entry's summary; empty when there are none. */
export function laterNoticesLine(notices: LaterNotices, language: BulletinLanguage): string {
  return [
    notices.replacedBy ? replacedWords(notices.replacedBy, language) : null,
    notices.signalSince ? signalSinceWords(notices.signalSince.signal, language) : null,
  ]
    .filter(Boolean)
    .join(' ');
}
