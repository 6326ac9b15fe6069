import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/maps/[locale]/[tab]/[issuance]/[scope]/route';
import { getDb } from '@/server/db/get-db';
import { importTendayWorkbooks } from '@/server/weather/import-tenday-workbooks';
import { readTendayDay } from '../support/shared-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let issuance: string;
beforeAll(async () => {
  database = await createTestDatabase();
  issuance = (await importTendayWorkbooks(await getDb(), [readTendayDay(1)], 'system')).issuanceId!;
});
afterAll(() => database.dispose());

const map = (path: string) => GET(new Request(`http://localhost:3000${path}`));

describe('the outlook map document', () => {
  it('draws every place of a province as a link with a title, to anyone, cacheable for good', async () => {
    const answer = await map(`/maps/tl/ten-day/${issuance}/0405800000?period=2025-08-18&selected=0405802000&title=Rizal`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    const svg = await answer.text();
    expect(svg.match(/<a /g)).toHaveLength(14);
    expect(svg).toContain('aria-label="Rizal"');
    expect(svg).toMatch(/<title>City of Antipolo: (Walang ulan|Mahinang ulan|Katamtamang ulan|Malakas na ulan)<\/title>/);
    expect(svg).toContain('aria-current="page"');
    expect(svg).toContain('target="_top"');
    expect(svg).not.toContain('<script');
  });

  it('escapes the title and refuses unknown scopes, tabs and issuances', async () => {
    const escaped = await (await map(`/maps/en/ten-day/${issuance}/region?period=2025-08-18&title=${encodeURIComponent('<script>"x"</script>')}`)).text();
    expect(escaped).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
    expect((await map(`/maps/en/ten-day/${issuance}/0499999999`)).status).toBe(404);
    expect((await map(`/maps/en/radar/${issuance}/region`)).status).toBe(400);
    expect((await map(`/maps/en/seasonal/${issuance}/region`)).status).toBe(404);
    expect((await map(`/maps/xx/ten-day/${issuance}/region`)).status).toBe(400);
  });
});
