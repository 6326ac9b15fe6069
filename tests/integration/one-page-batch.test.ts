import { describe, expect, it } from 'vitest';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/route';
import { manilaToday } from '@/platform/format/manila-time';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { composeBulletin, type BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { renderBulletinPdf, type BulletinStamp } from '@/modules/bulletins/server/render-bulletin-pdf';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals } from '../support/typhoon-week';

/**
 * A bulletin is one A4 page. A province batch in a typhoon week — each town of Laguna, rice, the 10-day
 * and cyclone bulletins of every town and the seasonal ones (one month, the full outlook) of the longest
 * names, English and Tagalog, as a draft and as published with its approval block and QR code — is
 * rendered and must be one page. The storm makes them the longest they get: its advice leads, dry-weather
 * advice follows under "after the storm passes".
 */
const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadDryTenDay(callers.admin);
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
    const first = Number(manilaToday().slice(5, 7)) - 1;
    const months = [35, 60, 80, 120, 140, 95].map((val, i) => ({ mo: MONTH_CODES[(first + i) % 12]!, val }));
    const answer = await postSeasonal(
      new Request(`${BASE}/api/weather/seasonal/region`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ region: 'calabarzon', start: manilaToday().slice(0, 7), provinces: [{ name: 'Laguna', months }] }),
      }),
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
  },
});

const approval = { preparedBy: 'Maria Cristina Dela Cruz-Villanueva', approvedBy: 'Jose Rizal Mercado y Alonso Realonda', approvedAt: new Date() };

describe('one page per bulletin, for a whole province batch', () => {
  it("renders every town of Laguna's 10-day and cyclone bulletins, and the longest names' seasonal ones, in both languages on one A4 page as published, and as a draft for the longest name", async () => {
    const db = await portalDb();
    const { municipalities, provinces } = await resolvePlaceFilter(db, {});
    const laguna = provinces.find((p) => p.name === 'Laguna')!;
    const month = MONTH_CODES[Number(manilaToday().slice(5, 7)) - 1]!;
    const over: string[] = [];
    let rendered = 0;
    const towns = municipalities.filter((m) => m.provincePsgc === laguna.psgc);
    // Every published bulletin is checked; the draft (a preview for staff, its mark in place of the
    // approval block) for the town with the longest name, which wraps the most: rendering every draft
    // too doubled the run (two minutes and more) for no other page than these.
    const byLength = [...towns].sort((a, b) => b.name.length - a.name.length);
    const longest = byLength[0]!;
    // The seasonal outlook is the province's: its pages differ between towns only by the name and the
    // map, which the 10-day and cyclone pages of every town already carry. So the two seasonal kinds
    // are drawn for the three longest names, and every town gets the 10-day and cyclone bulletins,
    // whose values and signals are its own (the whole batch took three minutes on a loaded CI machine).
    const seasonalTowns = new Set(byLength.slice(0, 3));
    for (const town of towns) {
      for (const language of ['en', 'tag'] as const) {
        const fields = { province: 'Laguna', municipality: town.name, crop: 'rice', language, operation: 'preview' as const };
        const requests: BulletinRequest[] = [
          { type: 'ten_day', fields },
          ...(seasonalTowns.has(town)
            ? ([
                { type: 'seasonal', fields: { ...fields, month, isFull: false } },
                { type: 'seasonal', fields: { ...fields, isFull: true } },
              ] as const)
            : []),
          { type: 'special_weather', fields },
        ];
        for (const request of requests) {
          const composed = await composeBulletin(db, request).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
          // A town without a rice calendar has no bulletin to make: the batch lists it, nothing to print.
          if (composed instanceof Error) continue;
          const draft: BulletinStamp = {
            issuedAt: new Date(),
            reference: 'ACAP-4A-TD-20261128-ABCDEF12',
            webAddress: `${BASE}/bulletins/00000000-0000-4000-8000-000000000000`,
          };
          for (const stamp of town === longest ? [draft, { ...draft, approval }] : [{ ...draft, approval }]) {
            const { pages } = await renderBulletinPdf(composed.document, composed.map, stamp, composed.logos);
            rendered += 1;
            if (pages !== 1)
              over.push(
                `${town.name} ${request.type}${'isFull' in request.fields && request.fields.isFull ? ' full' : ''} ${language}${stamp.approval ? ' published' : ' draft'}: ${pages} pages`,
              );
          }
        }
      }
    }
    expect(rendered).toBeGreaterThan(60);
    expect(over).toEqual([]);
  }, 600_000);
});
