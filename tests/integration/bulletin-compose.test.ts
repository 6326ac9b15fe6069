import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBoundaries } from '@/server/boundaries/import-boundaries';
import { composeSeasonalBulletin } from '@/server/bulletins/compose-seasonal-bulletin';
import { composeSpecialBulletin } from '@/server/bulletins/compose-special-bulletin';
import { composeTendayBulletin } from '@/server/bulletins/compose-tenday-bulletin';
import { MAP_FILL, MAP_SELECTED } from '@/server/bulletins/pdf/bulletin-pdf';
import { renderBulletinPdf } from '@/server/bulletins/render-bulletin-pdf';
import { getDb } from '@/server/db/get-db';
import { createRecommendation } from '@/server/recommendations/create-recommendation';
import { seedDemoData } from '@/server/seed/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfText } from '../support/pdf-text';
import { SHARED_DATA } from '../support/shared-data';

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await getDb());
    await loadBayOutlooks(callers.admin);
  },
});

const bay = { province: 'Laguna', municipality: 'Bay', crop: 'rice', operation: 'preview' as const };
const stamp = { issuedAt: new Date('2026-11-22T06:05:00Z'), reference: 'ACAP-4A-TEST', webAddress: 'http://localhost:3000/bulletins/test' };

describe('composing a 10-day bulletin', () => {
  it('records the issuance, calendar and recommendations it used, in English', async () => {
    const doc = await composeTendayBulletin(await getDb(), { ...bay, language: 'en' });
    expect(doc.title).toBe('10-Day Farm Weather Outlook and Advisory');
    expect(doc.period.label).toBe('August 18 – 27, 2025');
    expect(doc.weather.kind).toBe('ten_day');
    expect(doc.stages).toEqual([{ code: 'veg', label: 'Active tillering', slots: [15] }]);
    expect(doc.advice.length).toBeGreaterThan(0);
    expect(doc.advice.every((a) => a.trigger === 'above_normal' && a.stage === 'veg')).toBe(true);
    expect(doc.sources.recommendationIds).toEqual(doc.advice.map((a) => a.recommendationId));
    expect(doc.sources.calendar).toMatchObject({ municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day' });
    expect(doc.isDemo).toBe(true);
  });

  it('renders one A4 page whose text holds the title, place, crop, period, stage and advice', async () => {
    const doc = await composeTendayBulletin(await getDb(), { ...bay, language: 'en' });
    const rendered = await renderBulletinPdf(await getDb(), doc, stamp);
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf))[0]!;
    for (const expected of ['10-Day Farm Weather Outlook and Advisory', 'Bay, Laguna', 'Rice', 'August 18 – 27, 2025', 'Active tillering', 'Heavy rains', 'ACAP-4A-TEST', 'November 22, 2026']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('14:05');
    const practice = doc.advice[0]!.practice.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
    expect(text.replace(/\s+/g, ' ')).toContain(practice);
  });

  it('is all Tagalog in a Tagalog bulletin', async () => {
    const doc = await composeTendayBulletin(await getDb(), { ...bay, language: 'tag' });
    const text = (await pdfText((await renderBulletinPdf(await getDb(), doc, stamp)).pdf))[0]!;
    for (const expected of ['Pagtataya ng Panahon sa Bukid sa 10 Araw at Payo', 'Palay', 'Agosto', 'Aktibong pagsusuwi', 'Malakas na ulan', 'Nobyembre']) expect(text).toContain(expected);
    for (const english of ['Farm Weather Outlook', 'Active tillering', 'Heavy rains', 'What to do', 'Place:', 'Crop:']) expect(text).not.toContain(english);
  });
});

describe('composing seasonal and special bulletins', () => {
  it('takes one month of the seasonal outlook, or all six', async () => {
    const one = await composeSeasonalBulletin(await getDb(), { ...bay, language: 'en', month: 'dec', isFull: false });
    expect(one.weather.kind === 'seasonal' && one.weather.months.map((m) => [m.month, m.category.code])).toEqual([['2025-12', 'above_normal']]);
    expect(one.period.label).toBe('December 2025');
    const full = await composeSeasonalBulletin(await getDb(), { ...bay, language: 'tag', isFull: true });
    expect(full.weather.kind === 'seasonal' && full.weather.months).toHaveLength(6);
    expect(full.period.label).toBe('Setyembre 2025 hanggang Pebrero 2026');
    await expect(composeSeasonalBulletin(await getDb(), { ...bay, language: 'en', month: '2027-05', isFull: false })).rejects.toThrow(/month 2027-05 is not in the seasonal outlook/);
  });

  it('takes the signal raised over the place, or the one asked for', async () => {
    const raised = await composeSpecialBulletin(await getDb(), { ...bay, language: 'en' });
    expect(raised.weather.kind === 'special_weather' && raised.weather.signal).toEqual({ code: 'signal_number_2', label: 'Signal No. 2' });
    const asked = await composeSpecialBulletin(await getDb(), { ...bay, language: 'en', signal: 'signal_number_3' });
    expect(asked.advice.every((a) => a.trigger === 'signal_number_3')).toBe(true);
    const text = (await pdfText((await renderBulletinPdf(await getDb(), asked, stamp)).pdf))[0]!;
    expect(text).toContain('Bagyong Kristine');
    expect(text).toContain('Signal No. 3');
  });

  it('says what is missing instead of making an empty bulletin', async () => {
    await expect(composeTendayBulletin(await getDb(), { ...bay, crop: 'coffee', language: 'en' })).rejects.toThrow(
      'Received empty data: there is no 10-day calendar for Coffee in Bay, Laguna.',
    );
    await expect(composeTendayBulletin(await getDb(), { ...bay, municipality: 'Atlantis', language: 'en' })).rejects.toThrow('Unknown municipality "Atlantis" in Laguna.');
    await expect(composeTendayBulletin(await getDb(), { ...bay, municipality: 'Lipa', province: 'Batangas', language: 'en' })).rejects.toThrow(
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

  it('paints the categories in their colours, and the province map with the place marked once boundaries are loaded', async () => {
    const doc = await composeSeasonalBulletin(await getDb(), { ...bay, language: 'en', isFull: true });
    const before = await renderBulletinPdf(await getDb(), doc, stamp);
    const colours = await fillColours(before.pdf);
    for (const hex of ['#e53935', '#fdd835', '#43a047', '#1e88e5']) expect(colours).toContain(hex);
    expect(colours).not.toContain(MAP_FILL);

    const laguna = path.join(SHARED_DATA, 'geo', 'municities-provdist-403400000.0.01.json');
    await importBoundaries(await getDb(), [{ name: 'laguna.json', bytes: fs.readFileSync(laguna) }], 'system');
    const after = await renderBulletinPdf(await getDb(), doc, stamp);
    const withMap = await fillColours(after.pdf);
    expect(withMap).toContain(MAP_FILL);
    expect(withMap).toContain(MAP_SELECTED);
    expect(after.pages).toBe(1);
    expect((await pdfText(after.pdf))[0]).toContain('Map of Laguna with Bay marked');
  });
});

describe('a bulletin too long for one page', () => {
  it('shrinks first, then flows onto a second page without cutting anything', async () => {
    const points = Array.from({ length: 70 }, (_, i) => `● Step ${i + 1}: check the field drains and the levees hold before the next band of rain arrives.`);
    await createRecommendation(
      await getDb(),
      { type: 'special', crop: 'rice', stage: 'veg', farmOperation: 'Storm preparation', trigger: 'signal_number_4', risk: 'flood_submergence', impactEn: '', impactTl: '', practiceEn: points.join('\n'), practiceTl: '', sms: null },
      'system',
    );
    const doc = await composeSpecialBulletin(await getDb(), { ...bay, language: 'en', signal: 'signal_number_4' });
    const rendered = await renderBulletinPdf(await getDb(), doc, stamp);
    expect(rendered.scale).toBeLessThan(1);
    expect(rendered.pages).toBe(2);
    const text = (await pdfText(rendered.pdf)).join('\n');
    expect(text).toContain('Step 1:');
    expect(text).toContain('Step 70:');
  });
});
