import fs from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { PUT as putRecommendation } from '@/app/api/recommendations/[id]/route';
import { recommendation } from '@/db/schema';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { changePublicData } from '@/platform/cache/change-public-data';
import { composeSeasonalBulletin } from '@/modules/bulletins/server/compose-seasonal-bulletin';
import { composeSpecialBulletin } from '@/modules/bulletins/server/compose-special-bulletin';
import { composeTenDayBulletin } from '@/modules/bulletins/server/compose-ten-day-bulletin';
import { composeBulletin } from '@/modules/bulletins/server/compose-bulletin';
import { getBulletinLogos } from '@/modules/bulletins/server/get-bulletin-logos';
import { getBulletinMap } from '@/modules/bulletins/server/get-bulletin-map';
import { MAP_OUTLINE } from '@/modules/bulletins/rules/bulletin-map';
import { renderBulletinPdf } from '@/modules/bulletins/server/render-bulletin-pdf';
import { portalDb } from '../support/test-database';
import { createRecommendation } from '@/modules/recommendations/server/create-recommendation';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfPictureColours } from '../support/pdf-images';
import { pdfText, pdfTextItems } from '../support/pdf-text';
import { atRoute } from '../support/route-context';
import { SHARED_DATA } from '../support/shared-data';

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});

// The fixture's outlooks are from 2025 and have ended: these tests make bulletins from them on purpose.
const bay = { province: 'Laguna', municipality: 'Bay', crop: 'rice', operation: 'preview' as const, allowExpired: true };
const stamp = { issuedAt: new Date('2026-11-22T06:05:00Z'), reference: 'ACAP-4A-TEST', webAddress: 'http://localhost:3000/bulletins/test' };

/** A document from one composer, drawn with the map and logos composing would gather for it. */
const render = async (doc: BulletinDocument) => renderBulletinPdf(doc, await getBulletinMap(await portalDb(), doc), stamp, await getBulletinLogos());

describe('composing a 10-day bulletin', () => {
  it('records the issuance, calendar and recommendations it used, in English', async () => {
    const doc = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'en' });
    expect(doc.title).toBe('10-Day Farm Weather Outlook and Advisory');
    expect(doc.period.label).toBe('August 18 – 27, 2025');
    expect(doc.weather.kind).toBe('ten_day');
    expect(doc.stages).toEqual([{ code: 'veg', label: 'Active tillering', slots: [15] }]);
    expect(doc.advice.length).toBeGreaterThan(0);
    expect(doc.advice.every((a) => a.trigger === 'above_normal' && a.stage === 'veg')).toBe(true);
    expect(doc.sources.recommendationIds).toEqual(doc.advice.map((a) => a.recommendationId));
    expect(doc.sources.calendar).toMatchObject({ municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day' });
    expect(doc.isDemo).toBe(true);
    // No staff entry for these days: the moon phases are computed (full moon 2025-08-09, new moon 2025-08-23), and the sources say so.
    expect(doc.weather.kind === 'ten_day' && doc.weather.moonPhases).toEqual([{ label: 'New moon', date: expect.stringMatching(/23/) }]);
    expect(doc.sources.commonData).toEqual(['moon_phases@computed']);
  });

  it('renders one A4 page whose text holds the title, place, crop, period, stage and advice', async () => {
    const doc = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'en' });
    const rendered = await render(doc);
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf))[0]!.replace(/\s+/g, ' ');
    for (const expected of [
      '10-Day Farm Weather Outlook and Advisory',
      'Bay, Laguna',
      'Rice',
      'August 18 – 27, 2025',
      'Active tillering',
      'Heavy rains',
      'ACAP-4A-TEST',
      'November 22, 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('November 22, 2026, 14:05 PHT');
    const practice = doc.advice[0]!.practice.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 4)
      .join(' ');
    expect(text.replace(/\s+/g, ' ')).toContain(practice);
  });

  it('is all Tagalog in a Tagalog bulletin', async () => {
    const doc = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'tag' });
    const text = (await pdfText((await render(doc)).pdf))[0]!.replace(/\s+/g, ' ');
    for (const expected of ['Pagtataya ng Panahon sa Bukid sa 10 Araw at Payo', 'Palay', 'Agosto', 'Aktibong pagsusuwi', 'Malakas na ulan', 'Nobyembre'])
      expect(text).toContain(expected);
    for (const english of ['Farm Weather Outlook', 'Active tillering', 'Heavy rains', 'What to do', 'Place:', 'Crop:']) expect(text).not.toContain(english);
  });
});

describe('a bulletin made after staff edit its advice', () => {
  it('carries the edit: what composing read once per data version is read again after a write through the portal', async () => {
    const before = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'en' });
    const id = before.advice[0]!.recommendationId;
    const [row] = await (await portalDb()).select().from(recommendation).where(eq(recommendation.id, id));
    const edited = await atRoute(
      '/api/recommendations/[id]',
      putRecommendation,
    )(
      new Request(`http://localhost:3000/api/recommendations/${id}`, {
        method: 'PUT',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: row!.type,
          crop: row!.cropKey,
          stage: row!.stage,
          farmOperation: row!.farmOperation,
          trigger: row!.trigger,
          risk: row!.risk,
          impactEn: 'Standing water in the paddies',
          practiceEn: '● Open the drains before the rain',
          practiceTl: '',
        }),
      }),
    );
    expect(edited.status).toBe(200);
    const after = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'en' });
    expect(after.advice.find((a) => a.recommendationId === id)).toMatchObject({
      impact: expect.stringContaining('Standing water in the paddies'),
      practice: expect.stringContaining('Open the drains before the rain'),
    });
  });
});

describe('composing seasonal and special bulletins', () => {
  it('takes one month of the seasonal outlook, or all six', async () => {
    const one = await composeSeasonalBulletin(await portalDb(), { ...bay, language: 'en', month: 'dec', isFull: false });
    expect(one.weather.kind === 'seasonal' && one.weather.months.map((m) => [m.month, m.category.code])).toEqual([['2025-12', 'above_normal']]);
    expect(one.period.label).toBe('December 2025');
    const full = await composeSeasonalBulletin(await portalDb(), { ...bay, language: 'tag', isFull: true });
    expect(full.weather.kind === 'seasonal' && full.weather.months).toHaveLength(6);
    expect(full.period.label).toBe('Setyembre 2025 hanggang Pebrero 2026');
    await expect(composeSeasonalBulletin(await portalDb(), { ...bay, language: 'en', month: '2027-05', isFull: false })).rejects.toThrow(
      /month 2027-05 is not in the seasonal outlook/,
    );
  });

  it('takes the signal raised over the place, or the one asked for', async () => {
    const raised = await composeSpecialBulletin(await portalDb(), { ...bay, language: 'en' });
    expect(raised.weather.kind === 'special_weather' && raised.weather.signal).toEqual({ code: 'signal_number_2', label: 'Signal No. 2' });
    const asked = await composeSpecialBulletin(await portalDb(), { ...bay, language: 'en', signal: 'signal_number_3' });
    expect(asked.advice.every((a) => a.trigger === 'signal_number_3')).toBe(true);
    const text = (await pdfText((await render(asked)).pdf))[0]!;
    // The name alone in an English bulletin: no Tagalog word before it.
    expect(text).toContain('Kristine');
    expect(text).not.toContain('Bagyong');
    expect(text).toContain('Signal No. 3');
  });

  it('says what is missing instead of making an empty bulletin', async () => {
    await expect(composeTenDayBulletin(await portalDb(), { ...bay, crop: 'coffee', language: 'en' })).rejects.toThrow(
      'Received empty data: there is no 10-day calendar for Coffee in Bay, Laguna.',
    );
    await expect(composeTenDayBulletin(await portalDb(), { ...bay, municipality: 'Atlantis', language: 'en' })).rejects.toThrow(
      'Unknown municipality "Atlantis" in Laguna.',
    );
    await expect(composeTenDayBulletin(await portalDb(), { ...bay, municipality: 'Lipa', province: 'Batangas', language: 'en' })).rejects.toThrow(
      /Received an empty weather data/,
    );
  });
});

describe('the drawing of a bulletin', () => {
  /** The fill colours a page paints, as pdf.js reads its drawing operations. */
  async function fillColours(pdf: Buffer): Promise<Set<string>> {
    const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const operators = await (await document.getPage(1)).getOperatorList();
    const colours = new Set<string>();
    operators.fnArray.forEach((fn, i) => {
      if (fn === OPS.setFillRGBColor) colours.add(String(operators.argsArray[i]).toLowerCase());
    });
    await document.destroy();
    return colours;
  }

  it('paints the categories in their colours, and the province map coloured by the outlook with the place outlined and named', async () => {
    const {
      document: doc,
      map: dots,
      logos,
    } = await composeBulletin(await portalDb(), { type: 'seasonal', fields: { ...bay, language: 'en', isFull: true, allowExpired: true } });
    // The map shows the first month: September 2025, 35 % of normal over Laguna.
    expect(doc.outlookMap?.legend).toEqual([{ code: 'wb_normal', label: 'Way below normal' }]);
    expect(doc.outlookMap?.places.every((place) => place.code === 'wb_normal')).toBe(true);
    // Composing gathered the map: no boundaries yet, so one dot per place, coloured by the outlook.
    expect(dots.shapes.some((shape) => shape.path)).toBe(false);
    expect(dots.legend).toEqual([{ code: 'wb_normal', label: 'Way below normal', fill: '#e53935' }]);
    expect(dots.credits).toEqual([]);
    const before = await renderBulletinPdf(doc, dots, stamp, logos);
    const colours = await fillColours(before.pdf);
    for (const hex of ['#e53935', '#fdd835', '#43a047', '#1e88e5']) expect(colours).toContain(hex);
    // The map is a picture of its SVG: the place's outline and name are in its pixels.
    expect(await pdfPictureColours(before.pdf)).toContain(MAP_OUTLINE);

    const laguna = path.join(SHARED_DATA, 'geo', 'municities-provdist-403400000.0.01.json');
    await importBoundaries(await portalDb(), [{ name: 'laguna.json', bytes: fs.readFileSync(laguna) }], 'system');
    // The import moved the data generation on: what was read of the data before is read again.
    const outlined = await getBulletinMap(await portalDb(), doc);
    expect(outlined.shapes.filter((shape) => shape.path).length).toBeGreaterThan(20);
    expect(outlined.shapes.at(-1)).toMatchObject({ psgc: '0403402000', selected: true, code: 'wb_normal', fill: '#e53935' });
    expect(outlined.credits).toEqual(['Boundaries uploaded by the regional office']);
    const after = await renderBulletinPdf(doc, outlined, stamp, logos);
    expect(await pdfPictureColours(after.pdf)).toContain(MAP_OUTLINE);
    const text = (await pdfText(after.pdf))[0]!.replace(/\s+/g, ' ');
    expect(text).toContain('Way below normal');
    expect(text).toMatch(/\bBay\b/);
  });
});

describe('a bulletin too long for one page', () => {
  it('tightens first, then prints compact, then flows onto more pages at 10 pt without cutting anything', async () => {
    // Too long even for the shortest page (the storm's steps printed as one paragraph): 200 of them.
    const points = Array.from({ length: 200 }, (_, i) => `● Step ${i + 1}: check the field drains and the levees hold before the next band of rain arrives.`);
    await createRecommendation(
      await portalDb(),
      {
        type: 'special',
        crop: 'rice',
        stage: 'veg',
        farmOperation: 'Storm preparation',
        trigger: 'signal_number_4',
        risk: 'flood_submergence',
        impactEn: '',
        impactTl: '',
        practiceEn: points.join('\n'),
        practiceTl: '',
        sms: null,
      },
      'system',
    );
    const doc = await composeSpecialBulletin(await portalDb(), { ...bay, language: 'en', signal: 'signal_number_4' });
    const rendered = await render(doc);
    expect(rendered.scale).toBeLessThanOrEqual(1);
    expect(rendered.pages).toBeGreaterThanOrEqual(2);
    const items = (await pdfTextItems(rendered.pdf)).flatMap((page) => page.items);
    expect(items.filter((item) => item.str.startsWith('check') || item.str.includes('Step')).every((item) => item.fontSize >= 9.99)).toBe(true);
    const text = (await pdfText(rendered.pdf)).join('\n');
    expect(text).toContain('Step 1:');
    expect(text).toContain('Step 200:');
  });
});

/** Cassava in Bay with one stage only, land preparation in the first half of June: nothing in the outlooks' periods. */
async function plantCassavaInJune() {
  const slots = Array.from({ length: 24 }, (_, i) => (i === 10 ? 'prep' : ''));
  for (const mode of ['ten_day', 'seasonal']) {
    const body = { province: 'Laguna', crop: 'cassava', mode, rows: [{ municipality: 'Bay', slots }] };
    const saved = await putCalendar(
      new Request('http://localhost:3000/api/calendar', {
        method: 'PUT',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    expect(saved.status).toBe(200);
  }
}

describe('bulletins from an outlook that has ended', () => {
  it('are refused with 409, naming the outlook and its end', async () => {
    const { allowExpired: _, ...unconfirmed } = bay;
    await expect(composeTenDayBulletin(await portalDb(), { ...unconfirmed, language: 'en' })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^The 10-day outlook for August 18 – 27, 2025 ended on August 27, 2025; the office has not loaded a newer one\./),
      details: { reason: 'outlook_ended', validTo: '2025-08-27' },
    });
    await expect(composeSeasonalBulletin(await portalDb(), { ...unconfirmed, language: 'en', month: 'dec', isFull: false })).rejects.toThrow(
      /^The seasonal outlook for September 2025 – February 2026 ended on February 28, 2026/,
    );
    await expect(composeSpecialBulletin(await portalDb(), { ...unconfirmed, language: 'en' })).rejects.toThrow(
      /^The cyclone advisory issued October 23, 2025, 05:00 PHT ended on/,
    );
  });

  it('are refused once the end has passed, even when the outlook was read (and kept) while current, with no write between', async () => {
    const { allowExpired: _, ...unconfirmed } = bay;
    const db = await portalDb();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-08-27T23:59:00+08:00'));
      expect((await composeTenDayBulletin(db, { ...unconfirmed, language: 'en' })).basedOnExpired).toBeNull();
      vi.setSystemTime(new Date('2025-08-28T00:00:01+08:00'));
      await expect(composeTenDayBulletin(db, { ...unconfirmed, language: 'en' })).rejects.toMatchObject({
        status: 409,
        details: { reason: 'outlook_ended', validTo: '2025-08-27' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('are made when the staff confirmed, and say which outlook ended when', async () => {
    const doc = await composeTenDayBulletin(await portalDb(), { ...bay, language: 'en' });
    expect(doc.basedOnExpired).toEqual({ validTo: '2025-08-27' });
  });
});

describe('a bulletin for a crop with no stage in the period', () => {
  it('gives the general advice for the rainfall class and names the next stage', async () => {
    await plantCassavaInJune();
    const doc = await composeTenDayBulletin(await portalDb(), { ...bay, crop: 'cassava', language: 'en' });
    expect(doc.stages).toEqual([]);
    expect(doc.stagesWithoutAdvice).toEqual([]);
    expect(doc.advice.length).toBeGreaterThan(0);
    expect(doc.advice.every((a) => a.stage === null && a.stageLabel === 'All stages')).toBe(true);
    expect(doc.advice[0]).toMatchObject({ trigger: 'above_normal', forecast: 'Heavy rains', farmOperation: 'Farm work planning' });
    expect(doc.nextStage).toEqual({ code: 'prep', label: 'Land preparation', from: '2026-06-01', periodLabel: 'June 1 – 15, 2026' });
  });

  it('gives a Signal No. 2 advisory its steps to prepare, in Tagalog too', async () => {
    const en = await composeSpecialBulletin(await portalDb(), { ...bay, crop: 'cassava', language: 'en' });
    expect(en.advice).toHaveLength(1);
    expect(en.advice[0]).toMatchObject({ stage: null, stageLabel: 'All stages', farmOperation: 'Storm preparation', trigger: 'signal_number_2' });
    expect(en.advice[0]!.practice).toMatch(/animals to higher ground/);
    expect(en.nextStage).toMatchObject({ code: 'prep', from: '2026-06-01' });
    const tl = await composeSpecialBulletin(await portalDb(), { ...bay, crop: 'cassava', language: 'tag' });
    expect(tl.advice[0]).toMatchObject({ stageLabel: 'Lahat ng yugto', farmOperation: 'Paghahanda sa bagyo', englishOnly: false });
    expect(tl.advice[0]!.practice).toMatch(/mataas na lugar/);
    expect(tl.nextStage).toMatchObject({ label: 'Paghahanda ng lupa', periodLabel: 'Hunyo 1 – 15, 2026' });
  });

  it('gives a seasonal month without a stage the general advice for its category', async () => {
    const doc = await composeSeasonalBulletin(await portalDb(), { ...bay, crop: 'cassava', language: 'en', isFull: true });
    expect(doc.stages).toEqual([]);
    expect(new Set(doc.advice.map((a) => a.trigger))).toEqual(new Set(['wb_normal', 'b_normal', 'near_normal', 'above_normal']));
    expect(doc.nextStage).toMatchObject({ code: 'prep', from: '2026-06-01' });
  });
});

describe('a cyclone bulletin for a crop with active stages', () => {
  it('puts the general advice for the signal first, then the stage advice, with Tagalog operation names', async () => {
    const doc = await composeSpecialBulletin(await portalDb(), { ...bay, language: 'tag', signal: 'signal_number_3' });
    expect(doc.advice[0]).toMatchObject({ stage: null, farmOperation: 'Paghahanda sa bagyo' });
    expect(doc.advice.slice(1).every((a) => a.stage === 'veg')).toBe(true);
    expect(doc.advice.slice(1).map((a) => a.farmOperation)).toContain('Pamamahala ng tubig at sustansiya');
    expect(doc.nextStage).toBeNull();
  });
});

describe('a bulletin with no advice at all', () => {
  it('is refused, naming the place, crop and forecast, and never made half empty', async () => {
    // As a service writes public data: with the generation, so memos read it again.
    await changePublicData(await portalDb(), (tx) => tx.delete(recommendation).where(isNull(recommendation.cropKey)));
    await expect(composeTenDayBulletin(await portalDb(), { ...bay, crop: 'cassava', language: 'en' })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^There is no advice for Cassava in Bay, Laguna under Heavy rains \(10-day outlook\)/),
    });
  });
});
