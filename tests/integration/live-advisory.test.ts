import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GET as alertRoute } from '@/app/feeds/cap/[alert]/route';
import { GET as capIndexRoute } from '@/app/feeds/cyclone-advisories.atom/route';
import { GET as placeOutlooksRoute } from '@/app/api/v1/places/[psgc]/outlooks/route';
import { GET as getSpecial, POST as postSpecial } from '@/app/api/weather/special/route';
import { capMessage, specialAdvisory, specialSignal, weatherIssuance } from '@/db/schema';
import { specialBulletinRequestSchema } from '@/modules/bulletins/rules/bulletin-request';
import { composeSpecialBulletin } from '@/modules/bulletins/server/compose-special-bulletin';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { activeAdvisory, liveIssuance } from '@/modules/weather/rules/live-issuance';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { listIssuances } from '@/modules/weather/server/list-issuances';
import { AppError } from '@/platform/errors/app-error';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const BAY = '0403402000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
  },
});
const readAlert = atRoute('/feeds/cap/[alert]', alertRoute);
const readPlaceOutlooks = atRoute('/api/v1/places/[psgc]/outlooks', placeOutlooksRoute);
const atom = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'link'].includes(name) });

/** What the office types in: an advisory (a signal over Laguna, so Bay has one) or "no active cyclone", with or without PAGASA's time. */
type Save = { activeCyclone: true; name: string; number: number; hour: number; signal: string } | { activeCyclone: false; hour: number | null };

async function save(entry: Save, base: number): Promise<{ id: string; live: boolean; message: string }> {
  const issuedAt = entry.hour === null ? undefined : new Date(base + entry.hour * 3_600_000).toISOString();
  const body = entry.activeCyclone
    ? { activeCyclone: true, name: entry.name, bulletinNumber: String(entry.number), issuedAt, signals: [{ province: 'Laguna', signal: entry.signal }] }
    : { activeCyclone: false, issuedAt };
  const answer = await postSpecial(
    new Request(`${BASE}/api/weather/special`, {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  expect(answer.status, await answer.clone().text()).toBe(201);
  const saved = (await answer.json()) as { issuanceId: string; live: boolean; message: string };
  return { id: saved.issuanceId, live: saved.live, message: saved.message };
}

/** Each reader's answer to "which cyclone advisory is in force": its issuance id, or null for none. */
async function readers() {
  const db = await portalDb();
  const status = await getCycloneStatus(db);
  const api = (await (await getSpecial(new Request(`${BASE}/api/weather/special`))).json()) as {
    issuance: { id: string };
    advisory: { activeCyclone: boolean };
  };
  const place = (await (await readPlaceOutlooks(new Request(`${BASE}/api/v1/places/${BAY}/outlooks`))).json()) as {
    special: { issuance: { id: string }; activeCyclone: boolean } | null;
  };
  // The CAP index: its newest entry is the alert in force, unless it is the Cancel that ended it.
  const index = atom.parse(await (await capIndexRoute(new Request(`${BASE}/feeds/cyclone-advisories.atom`))).text()) as {
    feed: { entry?: { title: { '#text': string }; link: { '@href': string }[] }[] };
  };
  const newest = index.feed.entry?.[0];
  const request = specialBulletinRequestSchema.parse({
    region: 'calabarzon',
    province: 'Laguna',
    municipality: 'Bay',
    crop: 'rice',
    language: 'en',
    operation: 'create',
    allowExpired: true,
  });
  const composed = await composeSpecialBulletin(db, request).then(
    (document) => document.sources.issuanceId,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    },
  );
  return {
    statusPage: status?.active ? status.issuanceId : null,
    weatherApi: api.advisory.activeCyclone ? api.issuance.id : null,
    placeApi: place.special?.activeCyclone ? place.special.issuance.id : null,
    capFeed:
      newest && !newest.title['#text'].startsWith('Cancel')
        ? newest.link[0]!['@href'].split('/')
            .pop()!
            .replace(/\.xml$/, '')
        : null,
    composer: composed,
  };
}

/** Every cyclone advisory of the region gone, sent messages too: each run starts with none, as a new portal does. */
async function forgetAdvisories() {
  const db = await portalDb();
  const ids = (await db.select({ id: weatherIssuance.id }).from(weatherIssuance).where(eq(weatherIssuance.type, 'special_weather'))).map((row) => row.id);
  if (ids.length === 0) return;
  await db.delete(capMessage).where(inArray(capMessage.issuanceId, ids));
  await db.delete(specialSignal).where(inArray(specialSignal.issuanceId, ids));
  await db.delete(specialAdvisory).where(inArray(specialAdvisory.issuanceId, ids));
  await db.delete(weatherIssuance).where(inArray(weatherIssuance.id, ids));
}

const saves = fc.array(
  fc.oneof(
    fc.record({
      activeCyclone: fc.constant(true as const),
      name: fc.constantFrom('Rosing', 'Siony'),
      number: fc.integer({ min: 1, max: 30 }),
      hour: fc.integer({ min: 0, max: 8 }),
      signal: fc.constantFrom('signal_number_1', 'signal_number_2', 'signal_number_3'),
    }),
    fc.record({ activeCyclone: fc.constant(false as const), hour: fc.option(fc.integer({ min: 0, max: 8 })) }),
  ),
  { minLength: 1, maxLength: 5 },
);

describe('one rule for the live cyclone advisory (issue 41)', () => {
  it('stores a bulletin typed in after a later "no active cyclone" as history: no reader takes it, and no alert is sent', async () => {
    await loadBayOutlooks(callers.admin);
    await forgetAdvisories();
    // "No active cyclone" saved now (08:18 in the issue), then bulletin no. 3 issued twenty minutes before it.
    const quiet = await save({ activeCyclone: false, hour: null }, 0);
    const late = await save({ activeCyclone: true, name: 'Rosing', number: 3, hour: 0, signal: 'signal_number_2' }, Date.now() - 20 * 60_000);
    expect(quiet.live).toBe(true);
    expect(late).toMatchObject({
      live: false,
      message: expect.stringMatching(/^Stored as history: a later advisory is live \(No active tropical cyclone, saved /),
    });
    expect(await readers()).toEqual({ statusPage: null, weatherApi: null, placeApi: null, capFeed: null, composer: null });
    expect((await readAlert(new Request(`${BASE}/feeds/cap/${late.id}.xml`))).status).toBe(404);
    // The next bulletin, issued after the all-clear, is live again everywhere and is an Alert.
    const next = await save({ activeCyclone: true, name: 'Rosing', number: 4, hour: 1, signal: 'signal_number_2' }, Date.now());
    expect(next.live).toBe(true);
    expect(Object.values(await readers())).toEqual(Array(5).fill(next.id));
  });

  it('has every reader name the live advisory the rule names, over random sequences of saves in any order of issue time', async () => {
    await fc.assert(
      fc.asyncProperty(saves, async (sequence) => {
        await forgetAdvisories();
        // Issue times around now, so that a "no active cyclone" without one (counted from its save) falls among them.
        const base = Date.now() - 4 * 3_600_000;
        const db = await portalDb();
        const stored: { id: string; activeCyclone: boolean; issuedAt: number | null; savedAt: number }[] = [];
        for (const entry of sequence) {
          const saved = await save(entry, base);
          const [row] = await db
            .select({ savedAt: weatherIssuance.dateCreated, issuedAt: specialAdvisory.issuedAt })
            .from(weatherIssuance)
            .innerJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
            .where(eq(weatherIssuance.id, saved.id));
          stored.push({ id: saved.id, activeCyclone: entry.activeCyclone, issuedAt: row!.issuedAt?.getTime() ?? null, savedAt: row!.savedAt.getTime() });

          const live = liveIssuance(stored)!;
          expect(saved.live, saved.message).toBe(live.id === saved.id);
          // No alert for an entry stored as history; an advisory that went live is one.
          const alert = await readAlert(new Request(`${BASE}/feeds/cap/${saved.id}.xml`));
          if (!saved.live) expect(alert.status).toBe(404);
          else if (entry.activeCyclone) expect(alert.status).toBe(200);
          const expected = activeAdvisory(stored)?.id ?? null;
          expect(await readers()).toEqual({ statusPage: expected, weatherApi: expected, placeApi: expected, capFeed: expected, composer: expected });
          // The staff archive marks the same entry live, "no active cyclone" included.
          const archive = await listIssuances(db, { type: 'special_weather' });
          expect(archive.items.filter((item) => item.live).map((item) => item.id)).toEqual([live.id]);
        }
      }),
      { numRuns: 12 },
    );
    // Some sixty saves, each read by six readers: a few seconds alone, more on a busy CI machine.
  }, 240_000);
});
