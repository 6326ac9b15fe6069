import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulletin } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { isUnknownPage } from '@/modules/site/server/is-unknown-page';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A bulletin row in `state`: the proxy reads only its key and state, so its document and PDF are stand-ins. */
async function bulletinIn(state: BulletinState): Promise<string> {
  const id = randomUUID();
  await database.handle.db.insert(bulletin).values({
    id,
    reference: `ACAP-4A-TD-TEST-${id.slice(0, 8)}`,
    type: 'ten_day',
    ownerId: 'system',
    ownerEmail: 'system@example.ph',
    provincePsgc: '0403400000',
    municipalityPsgc: '0403405000',
    cropKey: 'rice',
    language: 'en',
    periodFrom: '2026-08-18',
    periodTo: '2026-08-27',
    request: {},
    document: {} as BulletinDocument,
    contentKey: id,
    pdf: Buffer.from('%PDF-1.4'),
    pdfSize: 8,
    pdfSha256: '-',
    state,
    publishedAt: state === 'published' || state === 'withdrawn' ? new Date() : null,
  });
  return id;
}

const unknown = (path: string) => isUnknownPage(database.handle.db, path);

describe('the addresses src/proxy.ts answers with the whole not-found page', () => {
  it('are a town, province, tab or crop the pages do not know, in English and Tagalog', async () => {
    for (const path of [
      '/weather-services/ten-day/laguna/atlantis',
      '/tl/weather-services/ten-day/laguna/atlantis',
      '/weather-services/ten-day/atlantis',
      '/weather-services/radar',
      // A town of another province is not that province's.
      '/weather-services/ten-day/laguna/real',
      '/cropping-calendar-v2/ten-day/durian',
      '/tl/cropping-calendar-v2/ten-day/durian',
      '/cropping-calendar-v2/ten-day/rice/bulacan',
      '/cropping-calendar-v2/ten-day/rice/laguna/atlantis',
    ])
      expect(await unknown(path), path).toBe(true);
  });

  it('are a bulletin no one may open: none with that key, a draft, one in review, or no bulletin address at all', async () => {
    const [draft, inReview] = [await bulletinIn('draft'), await bulletinIn('in_review')];
    for (const path of [
      `/bulletins/${randomUUID()}`,
      `/tl/bulletins/${randomUUID()}`,
      `/bulletins/${draft}`,
      `/bulletins/${inReview}`,
      '/bulletins/no-such-bulletin',
    ])
      expect(await unknown(path), path).toBe(true);
  });

  it('leave every page that shows something to its page, and other routes to theirs', async () => {
    const [published, withdrawn] = [await bulletinIn('published'), await bulletinIn('withdrawn')];
    for (const path of [
      '/',
      '/tl',
      '/weather-services',
      '/weather-services/ten-day/laguna/city-of-calamba',
      '/tl/weather-services/seasonal/quezon/real',
      '/weather-services/ten-day/laguna/2026-08-20',
      '/cropping-calendar-v2',
      '/cropping-calendar-v2/seasonal/sweet-potato/laguna/city-of-calamba',
      '/cropping-calendar-v2/go',
      '/bulletins',
      `/bulletins/${published}`,
      `/tl/bulletins/${withdrawn}`,
      // The archive is a search: a place it has no bulletins for lists none.
      '/bulletins/type/ten-day/province/atlantis',
      '/bulletins/go',
      `/bulletins/${published}/feedback`,
      '/sms',
      // Addresses no route has are the router's own 404 already.
      '/no-such-page',
    ])
      expect(await unknown(path), path).toBe(false);
  });
});
