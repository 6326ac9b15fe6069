import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';

/**
 * What a bulletin's text tells a farmer about (decision 081): its place, its crop, the outlook issue or
 * cyclone advisory it was made from, and for a 10-day or seasonal bulletin that leads with a signal, the
 * advisory that raised it. A number gets one text per key, however many bulletins are approved for it;
 * the language is not part of it, so a farmer subscribed in both languages is not texted the same advice
 * twice. Migration 0025 computes the same key in SQL for the texts queued before it.
 */
export function bulletinAdvisoryKey(doc: Pick<BulletinDocument, 'municipality' | 'crop' | 'sources' | 'storm'>): string {
  const storm = doc.storm ? ` ${doc.storm.issuanceId}` : '';
  return `${doc.municipality.psgc} ${doc.crop.key} ${doc.sources.issuanceId}${storm}`;
}
