import type { BulletinDocument, BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { laterNoticesLine, type LaterNotices } from '@/modules/bulletins/rules/later-notices';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { PlaceSignal } from '@/modules/weather/rules/place-signal';

export interface NoticedEntry {
  id: string;
  type: BulletinType;
  language: BulletinLanguage;
  publishedAt: Date;
  document: Pick<BulletinDocument, 'municipality' | 'province' | 'crop' | 'weather' | 'storm'>;
}

/**
 * A feed entry's notices, from the entries of the same feed (newest first: a replacing bulletin is newer,
 * so it is in any feed its predecessor is in) and the signal up for the entry's place now: the line to
 * put above its summary and the time the entry was last updated (when the notice began).
 */
export function feedEntryNotices(entries: readonly NoticedEntry[], entry: NoticedEntry, signalNow: PlaceSignal | null): { line: string; updated: Date } | null {
  const notices: LaterNotices = { replacedBy: null, signalSince: null };
  let updated = entry.publishedAt;
  const { weather } = entry.document;
  if (entry.type === 'special_weather' && weather.kind === 'special_weather') {
    const later = entries.find(
      (other) =>
        other.type === 'special_weather' &&
        other.document.weather.kind === 'special_weather' &&
        other.language === entry.language &&
        other.document.municipality.psgc === entry.document.municipality.psgc &&
        other.document.crop.key === entry.document.crop.key &&
        other.publishedAt > entry.publishedAt &&
        (other.document.weather.cyclone.issuedAt ?? '') > (weather.cyclone.issuedAt ?? ''),
    );
    if (later?.document.weather.kind === 'special_weather') {
      const signal = later.document.weather.signal.code;
      notices.replacedBy = { id: later.id, bulletinNumber: later.document.weather.cyclone.bulletinNumber, signal: isRaisedSignal(signal) ? signal : null };
      updated = later.publishedAt;
    }
  } else if (signalNow && entry.document.storm?.signal.code !== signalNow.signal) {
    notices.signalSince = { signal: signalNow.signal, cyclonePage: '', newestSpecial: null };
    const raisedAt = new Date(signalNow.issuedAt);
    if (raisedAt > updated) updated = raisedAt;
  }
  const line = laterNoticesLine(notices, entry.language);
  return line ? { line, updated } : null;
}
