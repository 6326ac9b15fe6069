import 'server-only';
import { Feed } from 'feed';
import { capAlertPath, CAP_TYPE, CYCLONE_ALERT_FEED } from '@/modules/exchange/rules/feeds/feed-paths';
import { escapeXml } from '@/modules/exchange/rules/feeds/xml-document';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import type { Queryable } from '@/platform/db/database';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { storeCapMessage } from './store-cap-message';
import { listCapAlerts } from './list-cap-alerts';
import { loadCapContext } from './load-cap-context';

/** Alerting hubs poll the index for new entries; those older than a few cyclones back are of no use to them. */
const INDEX_SIZE = 50;

/**
 * The index of the CAP alerts, newest first, as alerting hubs read one (decision 038): an Atom entry
 * per alert, whose id and link are the address of its CAP document. `senderBaseUrl` is the public
 * address as the request shows it, for a message composed here for the first time (its sender).
 */
export async function getCycloneAlertFeed(db: Queryable, senderBaseUrl?: string): Promise<string> {
  const [listed, context] = await Promise.all([listCapAlerts(db), loadCapContext(db)]);
  const newest = listed.slice(-INDEX_SIZE).reverse();
  const t = createMessageTranslator('en', 'Feeds');
  const office = { name: createMessageTranslator('en', 'Bulletin')('office'), link: context.officeSite };
  const self = `${context.baseUrl}${CYCLONE_ALERT_FEED}`;
  const feed = new Feed({
    id: self,
    title: t('cycloneTitle', { portal: createMessageTranslator('en', 'Common')('portalName') }),
    description: t('cycloneSubtitle'),
    link: `${context.baseUrl}${weatherViewPath({ tab: 'special' })}`,
    feedLinks: { atom: self },
    // Never "now": an unchanged index keeps its bytes, so hubs polling it get 304. The epoch stands for "no alert yet".
    updated: newest[0]?.advisory.storedAt ?? new Date(0),
    author: office,
    generator: false,
  });
  const links: string[] = [];
  for (const alert of newest) {
    // Each entry shows the message as it was sent.
    const sent = await storeCapMessage(db, alert.advisory.id, senderBaseUrl);
    if (!sent) continue;
    const link = `${context.baseUrl}${capAlertPath(alert.advisory.id)}`;
    links.push(link);
    feed.addItem({
      id: link,
      link,
      title: escapeXml(`${sent.msgType}: ${sent.headline}`),
      description: escapeXml(sent.description),
      date: sent.sent,
      author: [office],
    });
  }
  // Hubs find the CAP document by its type, which the library cannot put on an entry's link.
  return links.reduce((atom, link) => atom.replace(`<link href="${link}"/>`, `<link rel="alternate" type="${CAP_TYPE}" href="${link}"/>`), feed.atom1());
}
