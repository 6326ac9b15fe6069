import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GET as regionFeed } from '@/app/feeds/bulletins.atom/route';
import { GET as municipalityFeed } from '@/app/feeds/bulletins/[province]/[municipality]/route';
import { GET as provinceFeed } from '@/app/feeds/bulletins/[province]/route';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { bulletin } from '@/db/schema';
import { addFeedLinks } from '@/modules/exchange/server/feeds/add-feed-links';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks, loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const ATOM = 'http://www.w3.org/2005/Atom';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});

const routes = [
  atRoute('/feeds/bulletins/[province]/[municipality]', municipalityFeed),
  atRoute('/feeds/bulletins/[province]', provinceFeed),
  atRoute('/feeds/bulletins.atom', regionFeed),
];
/** A feed address answered by the route Next would pick for it. */
const read = (path: string, headers: Record<string, string> = {}) => {
  const depth = path.split('/').length;
  const route = path === '/feeds/bulletins.atom' ? routes[2]! : depth === 5 ? routes[0]! : routes[1]!;
  return route(new Request(`${BASE}${path}`, { headers }));
};

interface AtomLink {
  '@rel'?: string;
  '@href': string;
  '@type'?: string;
  '@length'?: string;
}
interface AtomEntry {
  id: string;
  /** Both are HTML (`type="html"`): the text is what a reader shows. */
  title: { '#text': string; '@type': string };
  updated: string;
  published: string;
  summary: { '#text': string; '@type': string };
  link: AtomLink[];
  author: { name: string };
  category: { '@term': string; '@scheme': string; '@label': string }[];
}
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link', 'category'].includes(name) });

async function feedOf(path: string) {
  const answer = await read(path);
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  expect(XMLValidator.validate(text)).toBe(true);
  const { feed } = parser.parse(text) as {
    feed: { '@xmlns': string; id: string; title: string; updated: string; link: AtomLink[]; author: { name: string }; entry?: AtomEntry[] };
  };
  return { answer, text, feed, entries: feed.entry ?? [] };
}

const bay = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', allowExpired: true, operation: 'create' };
const aguinaldo = {
  region: 'calabarzon',
  province: 'Cavite',
  municipality: 'General Emilio Aguinaldo',
  crop: 'upland_vegetables',
  allowExpired: true,
  operation: 'create',
};

type Handler = (request: Request) => Promise<Response>;
async function createBulletin(handler: Handler, type: 'tenday' | 'seasonal', body: Record<string, unknown>): Promise<string> {
  const answer = await handler(
    new Request(`${BASE}/api/reports/${type}/crops`, {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** Sets a bulletin's state as the review workflow would leave it. */
async function setState(id: string, state: 'draft' | 'in_review' | 'published' | 'withdrawn', at: string) {
  const when = new Date(at);
  await (
    await portalDb()
  )
    .update(bulletin)
    .set({
      state,
      publishedAt: state === 'published' || state === 'withdrawn' ? when : null,
      withdrawnAt: state === 'withdrawn' ? new Date(when.getTime() + 3_600_000) : null,
    })
    .where(eq(bulletin.id, id));
}

const ids = { bayEnglish: '', bayTagalog: '', baySeasonalDraft: '', bayInReview: '', aguinaldo: '' };

describe('the Atom feeds of published bulletins', () => {
  it('list only published bulletins, newest first, each with its page, its PDF, its language and its crop', async () => {
    ids.bayEnglish = await createBulletin(postTenDay, 'tenday', { ...bay, language: 'en' });
    ids.bayTagalog = await createBulletin(postTenDay, 'tenday', { ...bay, language: 'tag' });
    ids.baySeasonalDraft = await createBulletin(postSeasonal, 'seasonal', { ...bay, language: 'en', month: 'dec' });
    ids.bayInReview = await createBulletin(postSeasonal, 'seasonal', { ...bay, language: 'tag', month: 'dec' });
    // Cavite's outlooks are current ones: they replace Bay's of 2025, so Bay's bulletins are made first.
    await loadCaviteOutlooks(callers.admin);
    ids.aguinaldo = await createBulletin(postTenDay, 'tenday', { ...aguinaldo, language: 'en' });
    await setState(ids.bayInReview, 'in_review', '2026-11-20T00:00:00Z');
    await setState(ids.bayEnglish, 'published', '2026-11-20T02:00:00Z');
    await setState(ids.aguinaldo, 'published', '2026-11-21T02:00:00Z');
    await setState(ids.bayTagalog, 'withdrawn', '2026-11-19T02:00:00Z');

    const { answer, text, feed, entries } = await feedOf('/feeds/bulletins.atom');
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=50, stale-while-revalidate=10');
    expect(feed['@xmlns']).toBe(ATOM);
    expect(feed.id).toBe(`${BASE}/feeds/bulletins.atom`);
    expect(feed.title).toContain('Region 4a (CALABARZON)');
    expect(feed.author.name).toBe('Department of Agriculture — Regional Field Office IV-A (CALABARZON)');
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { '@rel': 'self', '@href': `${BASE}/feeds/bulletins.atom` },
        { '@rel': 'alternate', '@href': `${BASE}/bulletins` },
      ]),
    );
    // The withdrawal, an hour after its publication, is the feed's latest change.
    expect(feed.updated).toBe('2026-11-21T02:00:00.000Z');

    expect(entries.map((entry) => entry.id)).toEqual([`${BASE}/bulletins/${ids.aguinaldo}`, `${BASE}/bulletins/${ids.bayEnglish}`]);
    for (const hidden of [ids.bayTagalog, ids.bayInReview, ids.baySeasonalDraft]) expect(text).not.toContain(hidden);
    const [, entry] = entries;
    expect(entry!.updated).toBe('2026-11-20T02:00:00.000Z');
    expect(entry!.published).toBe('2026-11-20T02:00:00.000Z');
    expect(entry!.title).toEqual({ '#text': '10-Day Farm Weather Outlook and Advisory — Bay, Laguna — Rice', '@type': 'html' });
    expect(entry!.author.name).toBe(feed.author.name);
    expect(entry!.link).toEqual([
      { '@href': `${BASE}/bulletins/${ids.bayEnglish}` },
      expect.objectContaining({
        '@rel': 'enclosure',
        '@href': `${BASE}/bulletins/${ids.bayEnglish}.pdf`,
        '@type': 'application/pdf',
        '@length': expect.stringMatching(/^\d+$/),
      }),
    ]);
    expect(entry!.summary['#text']).toMatch(/^<p lang="en">Bay, Laguna · Rice · .+<\/p>$/);
    expect(entry!.category).toEqual([
      { '@term': 'rice', '@label': 'Rice', '@scheme': `${BASE}/bulletins/crop/` },
      { '@term': 'ten-day', '@label': '10-Day Farm Weather Outlook and Advisory', '@scheme': `${BASE}/bulletins/type/` },
    ]);
  });

  it('carry a published bulletin the moment it is published, and drop it the moment it is withdrawn', async () => {
    expect(ids.bayTagalog).not.toBe('');
    await setState(ids.bayTagalog, 'published', '2026-11-22T02:00:00Z');
    const published = await feedOf('/feeds/bulletins.atom');
    expect(published.entries[0]!.id).toBe(`${BASE}/bulletins/${ids.bayTagalog}`);
    // A Tagalog bulletin's summary is in Tagalog, and says so.
    expect(published.entries[0]!.summary['#text']).toMatch(/^<p lang="tl">Bay, Laguna · Palay · /);
    // Its link opens its page in Tagalog; its id stays the bare address.
    expect(published.entries[0]!.link[0]).toEqual({ '@href': `${BASE}/tl/bulletins/${ids.bayTagalog}` });
    await setState(ids.bayTagalog, 'withdrawn', '2026-11-22T02:00:00Z');
    const withdrawn = await feedOf('/feeds/bulletins.atom');
    expect(withdrawn.text).not.toContain(ids.bayTagalog);
    expect(withdrawn.feed.updated).toBe('2026-11-22T03:00:00.000Z');
  });

  it('answer 304 to a reader holding the same feed, and a new ETag once it changes', async () => {
    const first = await read('/feeds/bulletins.atom');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await read('/feeds/bulletins.atom', { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await setState(ids.bayTagalog, 'published', '2026-11-23T02:00:00Z');
    const changed = await read('/feeds/bulletins.atom', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    await setState(ids.bayTagalog, 'withdrawn', '2026-11-22T02:00:00Z');
  });

  it("filter by province and municipality with the archive's slugs", async () => {
    const laguna = await feedOf('/feeds/bulletins/laguna.atom');
    expect(laguna.feed.id).toBe(`${BASE}/feeds/bulletins/laguna.atom`);
    expect(laguna.feed.link).toContainEqual({ '@rel': 'alternate', '@href': `${BASE}/bulletins/province/laguna` });
    expect(laguna.entries.map((entry) => entry.id)).toEqual([`${BASE}/bulletins/${ids.bayEnglish}`]);
    const cavite = await feedOf('/feeds/bulletins/cavite.atom');
    expect(cavite.entries.map((entry) => entry.id)).toEqual([`${BASE}/bulletins/${ids.aguinaldo}`]);
    const town = await feedOf('/feeds/bulletins/cavite/general-emilio-aguinaldo.atom');
    expect(town.feed.title).toContain('General Emilio Aguinaldo, Cavite');
    expect(town.entries.map((entry) => entry.id)).toEqual([`${BASE}/bulletins/${ids.aguinaldo}`]);
    const quiet = await feedOf('/feeds/bulletins/laguna/city-of-binan.atom');
    expect(quiet.entries).toEqual([]);
    // Nothing ever published there: a fixed time, so the empty feed keeps its ETag.
    expect(quiet.feed.updated).toBe('1970-01-01T00:00:00.000Z');
  });

  it('answer 404 naming the feeds that exist for a place that does not, and 400 for an address that is no feed', async () => {
    const province = await read('/feeds/bulletins/mindoro.atom');
    expect(province.status).toBe(404);
    expect(province.headers.get('cache-control')).toBe('no-store');
    expect((await province.json()).error.message).toBe(
      'No province of Region 4a (CALABARZON) has the address "mindoro". The province feeds are /feeds/bulletins/batangas.atom, /feeds/bulletins/cavite.atom, /feeds/bulletins/laguna.atom, /feeds/bulletins/quezon.atom, /feeds/bulletins/rizal.atom.',
    );
    const town = await read('/feeds/bulletins/laguna/general-emilio-aguinaldo.atom');
    expect(town.status).toBe(404);
    expect((await town.json()).error.message).toMatch(/^No city or municipality of Laguna has the address "general-emilio-aguinaldo"\./);
    const bare = await read('/feeds/bulletins/laguna');
    expect(bare.status).toBe(400);
    expect((await bare.json()).error.message).toContain('is not a province');
    expect((await read('/feeds/bulletins.atom?page=2')).status).toBe(400);
  });

  it('are linked from pages as alternates: the place, its province and the region, every link a feed that answers', async () => {
    const db = await portalDb();
    const metadata = await addFeedLinks(db, { alternates: { canonical: '/bulletins/province/laguna/municipality/bay' } }, 'en', {
      province: 'laguna',
      municipality: 'bay',
    });
    expect(metadata.alternates?.canonical).toBe('/bulletins/province/laguna/municipality/bay');
    const links = metadata.alternates?.types?.['application/atom+xml'] as { url: string; title: string }[];
    expect(links).toEqual([
      { url: '/feeds/bulletins/laguna/bay.atom', title: 'Bulletins for Bay, Laguna (Atom feed)' },
      { url: '/feeds/bulletins/laguna.atom', title: 'Bulletins for Laguna (Atom feed)' },
      { url: '/feeds/bulletins.atom', title: 'Bulletins for Region 4a (CALABARZON) (Atom feed)' },
    ]);
    for (const link of links) expect((await read(link.url)).status, link.url).toBe(200);
    // A place the archive search does not know links the region's feed only; Tagalog pages title their links in Tagalog.
    const unknown = await addFeedLinks(db, {}, 'tl', { province: 'mindoro' }, { cyclone: true });
    expect(unknown.alternates?.types?.['application/atom+xml']).toEqual([
      { url: '/feeds/bulletins.atom', title: 'Mga bulletin para sa Region 4a (CALABARZON) (Atom feed)' },
      { url: '/feeds/cyclone-advisories.atom', title: 'Mga babala ng hangin ng bagyo (CAP alerts, Atom feed)' },
    ]);
  });
});
