import { describe, expect, it } from 'vitest';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { findLatestBulletin } from '@/modules/bulletins/server/find-latest-bulletin';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { listBulletinEditions } from '@/modules/bulletins/server/list-bulletin-editions';
import { readLaterNotices } from '@/modules/bulletins/server/read-later-notices';
import { getBulletinFeed } from '@/modules/exchange/server/feeds/get-bulletin-feed';
import { getBulletinPageMetadata } from '@/modules/site/server/previews/get-page-metadata';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals, typhoonWeekPortal } from '../support/typhoon-week';

/**
 * Published records never change, so what happened after them is said above them: a cyclone bulletin
 * replaced by a later advisory's, and a 10-day bulletin published before a signal was raised.
 */
const CALAMBA = '0403405000';
const { callers, staff, post, publish } = typhoonWeekPortal();
const calamba = { province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', operation: 'create' };

async function make(handler: (r: Request) => Promise<Response>, path: string, language: 'en' | 'tag'): Promise<string> {
  const made = await post(handler, path, { ...calamba, language }, staff.author);
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await publish(id);
  return id;
}
const notices = async (id: string) => readLaterNotices(await portalDb(), (await getBulletin(await portalDb(), id))!);

describe('notices above published bulletins', () => {
  const ids = { tenDay: '', seven: '', sevenTl: '' };

  it('says nothing while nothing has happened since', async () => {
    await loadDryTenDay(callers.admin);
    ids.tenDay = await make(postTenDay, '/api/reports/tenday/crops', 'en');
    expect(await notices(ids.tenDay)).toEqual({ replacedBy: null, signalSince: null });
  });

  it('tells the 10-day bulletin published before the signal that Signal No. 2 was raised, with the cyclone page and newest cyclone bulletin', async () => {
    await raiseSignals(callers.admin, new Date(Date.now() - 2 * 3_600_000), { bulletinNumber: '7', calamba: 'signal_number_2' });
    ids.seven = await make(postSpecial, '/api/reports/special/crops', 'en');
    ids.sevenTl = await make(postSpecial, '/api/reports/special/crops', 'tag');
    expect(await notices(ids.tenDay)).toEqual({
      replacedBy: null,
      signalSince: { signal: 'signal_number_2', cyclonePage: '/weather-services/special/laguna/city-of-calamba', newestSpecial: ids.seven },
    });
    expect((await notices(ids.seven)).replacedBy).toBeNull();
  });

  it("says a replaced cyclone bulletin is replaced on its page, link preview, feed entry and archive, and every 'latest' link skips it", async () => {
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000), { bulletinNumber: '8', calamba: 'signal_number_3' });
    const eight = await make(postSpecial, '/api/reports/special/crops', 'en');
    expect(await notices(ids.seven)).toEqual({ replacedBy: { id: eight, bulletinNumber: '8', signal: 'signal_number_3' }, signalSince: null });
    // The Tagalog copy of advisory 7 has no Tagalog replacement yet: replaced is per language.
    expect((await notices(ids.sevenTl)).replacedBy).toBeNull();
    const meta = await getBulletinPageMetadata(await portalDb(), 'en', ids.seven);
    expect(String(meta?.description)).toMatch(/^Replaced by advisory no\. 8 — Signal No\. 3\. /);
    expect(String(meta?.openGraph?.description)).toMatch(/^Replaced by advisory no\. 8/);

    const feed = await getBulletinFeed(await portalDb(), { province: 'laguna', municipality: 'city-of-calamba' });
    const entryOf = (id: string) => feed.split('<entry>').find((entry) => entry.includes(`/bulletins/${id}<`))!;
    expect(entryOf(ids.seven)).toContain('Replaced by advisory no. 8 — Signal No. 3.');
    expect(entryOf(eight)).not.toContain('Replaced by');
    expect(entryOf(ids.tenDay)).toContain('Signal No. 3 was raised after this bulletin');

    const archive = await listBulletinEditions(await portalDb(), { type: 'special_weather' });
    const edition = archive.editions.find((e) => e.copies.some((c) => c.id === ids.seven))!;
    expect(edition.replacedBy).toMatchObject({ id: eight, bulletinNumber: '8' });

    for (const language of ['en', 'tag'] as const) {
      const latest = await findLatestBulletin(await portalDb(), { municipalityPsgc: CALAMBA, type: 'special_weather', language });
      expect(latest?.id, language).toBe(eight);
    }
  });
});
