import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manilaToday } from '@/platform/format/manila-time';
import { LOGOS } from '@/modules/site/rules/logos';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { composeBulletin, type BulletinRequest, type ComposedBulletin } from '@/modules/bulletins/server/compose-bulletin';
import { renderBulletinPdf } from '@/modules/bulletins/server/render-bulletin-pdf';
import { portalDb } from '../support/test-database';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import en from '../../messages/en.json';
import tl from '../../messages/tl.json';
import { loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfText, pdfTextItems, type PdfPageText } from '../support/pdf-text';
import { SHARED_DATA } from '../support/shared-data';

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    const cavite = path.join(SHARED_DATA, 'geo', 'municities-provdist-402100000.0.01.json');
    await importBoundaries(await portalDb(), [{ name: 'cavite.json', bytes: fs.readFileSync(cavite) }], 'system');
  },
});

const WEB_ADDRESS = 'http://localhost:3000/bulletins/0f9a54c2-5d0e-4a59-8f4f-3c1d2b9e7a61';
const stamp = { issuedAt: new Date('2026-11-22T06:05:00Z'), reference: 'ACAP-4A-SW-20261122-1A2B3C4D', webAddress: WEB_ADDRESS };
const MARGIN = 30;

/** A composed bulletin drawn as the portal draws it: from what composing gathered, nothing else. */
const render = ({ document, map, logos }: ComposedBulletin) => renderBulletinPdf(document, map, stamp, logos);

// The logos are drawings with their own small lettering; everything else is the bulletin's text.
const LOGO_TEXT = new Set(
  LOGOS.flatMap((logo) =>
    [...fs.readFileSync(path.join('public/logos', logo.file), 'utf8').matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)].map((m) => m[1]!.trim()),
  ),
);

function requests(municipality: string, language: 'en' | 'tag'): BulletinRequest[] {
  const fields = { province: 'Cavite', municipality, crop: 'Vegetables (upland)', language, operation: 'preview' as const };
  return [
    { type: 'ten_day', fields },
    { type: 'seasonal', fields: { ...fields, isFull: true } },
    { type: 'special_weather', fields },
  ];
}

/** Text items on one line (same baseline) must not overlap, nor cross the right margin. */
function layoutProblems(pages: PdfPageText[]): string[] {
  const problems: string[] = [];
  pages.forEach((page, p) => {
    const items = page.items.filter((item) => !LOGO_TEXT.has(item.str.trim()));
    for (const item of items) {
      if (item.x + item.width > page.width - MARGIN + 0.5)
        problems.push(`page ${p + 1}: "${item.str}" crosses the right margin (${(item.x + item.width).toFixed(1)})`);
      if (item.fontSize < 9.99) problems.push(`page ${p + 1}: "${item.str}" is ${item.fontSize.toFixed(1)} pt`);
    }
    const lines = new Map<number, typeof items>();
    for (const item of items) {
      const key = [...lines.keys()].find((y) => Math.abs(y - item.y) < 1.5) ?? item.y;
      lines.set(key, [...(lines.get(key) ?? []), item]);
    }
    for (const line of lines.values()) {
      const sorted = [...line].sort((a, b) => a.x - b.x);
      sorted.slice(1).forEach((item, i) => {
        const before = sorted[i]!;
        if (before.x + before.width > item.x + 0.5) problems.push(`page ${p + 1}: "${before.str}" runs into "${item.str}"`);
      });
    }
  });
  return problems;
}

/** Literal pieces of the English messages a Tagalog bulletin may show, where the Tagalog differs. */
function englishPieces(): string[] {
  const pieces = new Set<string>();
  const add = (english: string, tagalog: string | undefined) => {
    if (english === tagalog) return;
    for (const piece of english.split(/\{[^}]*\}/)) {
      const trimmed = piece.trim().replace(/^[:.,;·—–\s]+|[:.,;·—–\s]+$/g, '');
      if (trimmed.length >= 4) pieces.add(trimmed);
    }
  };
  for (const [key, value] of Object.entries(en.Bulletin)) add(value, tl.Bulletin[key as keyof typeof tl.Bulletin]);
  for (const [key, value] of Object.entries(en.Conditions)) if (/^(rain|cat|cloud)_/.test(key)) add(value, tl.Conditions[key as keyof typeof tl.Conditions]);
  for (const [key, value] of Object.entries(en.Calendar)) if (key.startsWith('risk_')) add(value, tl.Calendar[key as keyof typeof tl.Calendar]);
  // The "Words used" note: each word and its meaning.
  for (const [key, value] of Object.entries(en.Terms)) {
    const tagalog = tl.Terms[key as keyof typeof tl.Terms];
    if (typeof value === 'string') add(value, tagalog as string);
    else for (const part of ['term', 'meaning'] as const) add(value[part], (tagalog as typeof value)[part]);
  }
  return [...pieces];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([
  ['General Emilio Aguinaldo', 'en'],
  ['General Emilio Aguinaldo', 'tag'],
  ['City of Dasmariñas', 'en'],
  ['City of Dasmariñas', 'tag'],
] as const)('the bulletins of %s in %s', (municipality, language) => {
  it.each([0, 1, 2])('lay out type %i without overlaps, broken words, small print, raw times or unrounded numbers', async (index) => {
    const request = requests(municipality, language)[index]!;
    const rendered = await render(await composeBulletin(await portalDb(), request));
    const pages = await pdfTextItems(rendered.pdf);
    expect(layoutProblems(pages)).toEqual([]);

    const text = (await pdfText(rendered.pdf)).join('\n');
    const lines = pages.flatMap((page) => page.items.map((item) => item.str));
    expect(
      lines.some((line) => line.includes(WEB_ADDRESS)),
      'the web address is printed whole on one line',
    ).toBe(true);
    expect(text).toContain(municipality);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // Only temperatures keep a decimal (`22.9–31.6 °C`); nothing has two.
    expect(text).not.toMatch(/\d\.\d{2}/);
    expect(text.replace(/\d+\.\d(–\d+\.\d)? °C/g, '')).not.toMatch(/\d\.\d/);

    if (language === 'tag') {
      const flat = text.replace(/\s+/g, ' ');
      const found = englishPieces().filter((piece) => new RegExp(`(^|[^\\p{L}])${escape(piece)}($|[^\\p{L}])`, 'u').test(flat));
      expect(found, 'English labels in a Tagalog bulletin').toEqual([]);
    }
  });
});

describe('what the long-name bulletins show', () => {
  it('gives the times in Philippine time, the readings rounded, wind in km/h, and the Tagalog cyclone texts', async () => {
    const special = await composeBulletin(await portalDb(), requests('General Emilio Aguinaldo', 'tag')[2]!);
    const text = (await pdfText((await render(special)).pdf)).join('\n').replace(/\s+/g, ' ');
    expect(text).toMatch(/Inilabas noong: [A-Z][a-z]+ \d{1,2}, \d{4}, \d{2}:\d{2} PHT/);
    expect(text).toContain('95 km kanluran ng Calatagan, Batangas');
    expect(text).toContain('Babala Blg. 3');

    const tenday = await composeBulletin(await portalDb(), requests('General Emilio Aguinaldo', 'en')[0]!);
    const tenDayText = (await pdfText((await render(tenday)).pdf)).join('\n');
    for (const expected of ['22.9–31.6 °C', '91%', '14 km/h NE', 'November 22, 2026, 14:05 PHT']) expect(tenDayText).toContain(expected);
  });

  it('colours the map by the outlook, with the place named and a legend in words', async () => {
    const composed = await composeBulletin(await portalDb(), requests('City of Dasmariñas', 'en')[2]!);
    const doc = composed.document;
    expect(doc.outlookMap?.places.find((p) => p.psgc === '0402106000')?.code).toBe('signal_number_2');
    expect(doc.outlookMap?.places.find((p) => p.psgc === '0402107000')?.code).toBe('signal_number_3');
    expect(doc.outlookMap?.legend.map((entry) => entry.label)).toEqual(['Signal No. 2', 'Signal No. 3']);
    const tenday = (await composeBulletin(await portalDb(), requests('General Emilio Aguinaldo', 'en')[0]!)).document;
    // Four heavy days of ten in one place, seven in the other: the class of most days.
    expect(tenday.outlookMap?.places.find((p) => p.psgc === '0402107000')?.code).toBe('b_normal');
    expect(tenday.outlookMap?.places.find((p) => p.psgc === '0402106000')?.code).toBe('above_normal');
    expect(tenday.outlookMap?.places.find((p) => p.psgc === '0402101000')?.code).toBe('nda');
    // The gathered map carries the same colours and words: the place named, the legend with its fills.
    expect(composed.map.shapes.at(-1)).toMatchObject({ psgc: '0402106000', name: 'City of Dasmariñas', selected: true, code: 'signal_number_2' });
    expect(composed.map.legend.map((entry) => entry.label)).toEqual(['Signal No. 2', 'Signal No. 3']);
    expect(composed.map.credits.length).toBeGreaterThan(0);
    const text = (await pdfText((await render(composed)).pdf)).join('\n');
    for (const expected of ['Signal No. 2', 'Signal No. 3', 'City of Dasmariñas']) expect(text).toContain(expected);
  });

  it('fills the page: a short bulletin prints larger than 10 pt and stays on one page', async () => {
    const month = MONTH_CODES[Number(manilaToday().slice(5, 7)) - 1]!;
    const fields = {
      province: 'Cavite',
      municipality: 'General Emilio Aguinaldo',
      crop: 'upland_vegetables',
      language: 'en' as const,
      operation: 'preview' as const,
    };
    const composed = await composeBulletin(await portalDb(), { type: 'seasonal', fields: { ...fields, month, isFull: false } });
    // Cavite is under Signal No. 3 in this fixture, so the bulletin leads with the storm's advice and still fits one page.
    expect(composed.document.storm?.signal.code).toBe('signal_number_3');
    expect((await render(composed)).pages).toBe(1);
    // The same bulletin without the storm is short: it fills its page at a larger size.
    const calm = { ...composed.document, storm: null, advice: composed.document.advice.filter((a) => a.storm !== 'storm').map(({ storm: _, ...a }) => a) };
    const rendered = await render({ ...composed, document: calm });
    expect(rendered.pages).toBe(1);
    expect(rendered.scale).toBeGreaterThan(1);
    const [page] = await pdfTextItems(rendered.pdf);
    const lowest = Math.min(...page!.items.filter((item) => item.y > 120).map((item) => item.y));
    // The body reaches into the lower fifth of the page, above the footer.
    expect(lowest).toBeLessThan(page!.height * 0.3);
  });
});
