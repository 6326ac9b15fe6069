import 'server-only';
import { Feed } from 'feed';
import { archivePath } from '@/modules/bulletins/rules/archive-view';
import { localeOfLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { bulletinSummary } from '@/modules/exchange/rules/feeds/bulletin-summary';
import { bulletinFeedPath } from '@/modules/exchange/rules/feeds/feed-paths';
import { escapeXml } from '@/modules/exchange/rules/feeds/xml-document';
import type { Queryable } from '@/platform/db/database';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { bulletinPagePath } from '@/modules/bulletins/server/bulletin-page-path';
import { getSiteLinks } from '@/platform/request/get-site-links';
import { feedEntryNotices } from '@/modules/exchange/rules/feeds/feed-notices';
import { placeSignal } from '@/modules/weather/rules/place-signal';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { listFeedBulletins } from './list-feed-bulletins';
import { resolveFeedPlace } from './resolve-feed-place';

/** The library writes attributes without escaping `<` or `&`: labels lose those characters rather than break the feed. */
const attributeText = (text: string) => text.replace(/[<>&"]/g, '');

/**
 * feed 6.0.0 types every enclosure `image/<extension>` whatever its `type` (jpmonette/feed#224):
 * the PDF link is given its own type back until the library honours it.
 */
const typePdfEnclosures = (atom: string) => atom.replace(/(<link rel="enclosure" [^>]*?)type="image\/pdf"/g, '$1type="application/pdf"');

/**
 * The Atom feed of a place's published bulletins (the region's without slugs; 404 for an unknown
 * place). It is read per request, so a bulletin published or withdrawn is in or out of it at once.
 */
export async function getBulletinFeed(db: Queryable, slugs: { province?: string; municipality?: string }): Promise<string> {
  const place = await resolveFeedPlace(db, slugs);
  const { bulletins, changedAt } = await listFeedBulletins(db, place);
  const base = getBaseUrl();
  // The newest advisory, read once: each entry's place signal is placed from it (placeSignal), not read per entry.
  const status = await getCycloneStatus(db);
  const advisory = status?.active ? { ...status, name: status.name || null, activeCyclone: true } : null;
  const now = Date.now();
  const noticed = bulletins.map((entry) => {
    const signalNow = placeSignal(advisory, { psgc: entry.document.municipality.psgc, provincePsgc: entry.document.province.psgc }, now);
    return { entry, notice: feedEntryNotices(bulletins, entry, signalNow) };
  });
  const noticedAt = Math.max(0, ...noticed.map(({ notice }) => notice?.updated.getTime() ?? 0));
  const t = createMessageTranslator('en', 'Feeds');
  const office = { name: createMessageTranslator('en', 'Bulletin')('office'), link: getSiteLinks().partners.find((partner) => partner.key === 'rfo')?.href };
  const self = `${base}${bulletinFeedPath(place.slugs)}`;
  const feed = new Feed({
    id: self,
    title: t('bulletinsTitle', { portal: createMessageTranslator('en', 'Common')('portalName'), place: place.name }),
    description: t('bulletinsSubtitle', { place: place.name }),
    link: `${base}${archivePath(place.slugs)}`,
    feedLinks: { atom: self },
    // Never "now": an unchanged feed keeps its bytes, so readers get 304. The epoch stands for "never".
    updated: new Date(Math.max(changedAt?.getTime() ?? 0, noticedAt)),
    author: office,
    favicon: `${base}/favicon.ico`,
    generator: false,
  });
  for (const { entry, notice } of noticed) {
    const doc = entry.document;
    const lang = localeOfLanguage(entry.language);
    feed.addItem({
      // The id stays the bare address it always had; the link opens the page in the bulletin's language.
      id: `${base}/bulletins/${entry.id}`,
      link: `${base}${bulletinPagePath(entry.id, entry.language)}`,
      title: escapeXml(`${doc.title} — ${doc.municipality.name}, ${doc.province.name} — ${doc.crop.name}`),
      // A notice placed above the bulletin since (replaced, a signal raised) updates its entry.
      date: notice?.updated ?? entry.publishedAt,
      published: entry.publishedAt,
      // The library cannot set xml:lang on an entry; the summary's HTML carries the bulletin's language.
      description: `${notice ? `<p lang="${lang}"><strong>${escapeXml(notice.line)}</strong></p>` : ''}<p lang="${lang}">${escapeXml(bulletinSummary(doc))}</p>`,
      author: [office],
      category: [
        { term: doc.crop.key, name: attributeText(doc.crop.name), scheme: `${base}/bulletins/crop/` },
        { term: archivePath({ type: entry.type }).split('/').at(-1)!, name: attributeText(doc.title), scheme: `${base}/bulletins/type/` },
      ],
      enclosure: { url: `${base}/bulletins/${entry.id}.pdf`, type: 'application/pdf', length: entry.pdfSize, title: attributeText(entry.reference) },
    });
  }
  return typePdfEnclosures(feed.atom1());
}
