import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '@/platform/db/database';
import type { PreviewLocale, PreviewSubject } from '@/modules/site/rules/preview-address';
import type { PreviewCard } from '@/modules/site/rules/preview-card';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getBulletinPreviewCard, getCalendarPreviewCard, getPagePreviewCard } from './get-other-preview-cards';
import { getWeatherPreviewCard } from './get-weather-preview-card';
import { processState } from '@/platform/process/process-state';
import { renderPreviewPng } from './render-preview-png';

/** Rendered previews kept per process: about 40–80 KB each, so at most a few MB. */
const kept = () => processState('preview-pngs', () => new LRUCache<string, Uint8Array<ArrayBuffer>>({ max: 64 }));

export interface PreviewRequest {
  locale: PreviewLocale;
  subject: PreviewSubject;
  /** The issuance a weather preview shows; its absence means the live one, which may change. */
  issuance?: string;
  /** Part of the address only, so a preview made while an outlook was current is not reused once it ended. */
  state?: 'ended';
}

async function cardOf(db: Queryable, { locale, subject, issuance }: PreviewRequest): Promise<PreviewCard | null> {
  if (subject.kind === 'weather') return (await getWeatherPreviewCard(db, locale, subject.view, issuance))?.card ?? null;
  if (subject.kind === 'calendar') return getCalendarPreviewCard(db, locale, subject.view);
  if (subject.kind === 'bulletin') return (await getBulletinPreviewCard(db, subject.id))?.card ?? null;
  return getPagePreviewCard(locale, subject.page);
}

/** Whether the same address always draws the same picture (and may be kept by everyone for long). */
export function isFixedPreview(request: PreviewRequest): boolean {
  if (request.subject.kind === 'weather') return request.issuance !== undefined;
  return request.subject.kind !== 'bulletin';
}

/**
 * A link preview's PNG, or null when its subject is unknown or gone. Fixed previews are kept in memory
 * (the least recently used dropped first): a shared link is fetched by many at once.
 */
export async function getPreviewPng(db: Queryable, request: PreviewRequest): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = JSON.stringify([request.locale, request.subject, request.issuance ?? null, request.state ?? null]);
  const fixed = isFixedPreview(request);
  const cache = kept();
  const hit = fixed ? cache.get(key) : undefined;
  if (hit) return hit;
  const card = await cardOf(db, request);
  if (!card) return null;
  const png = await renderPreviewPng(card, createMessageTranslator(request.locale, 'Common')('portalName'));
  if (fixed) cache.set(key, png);
  return png;
}
