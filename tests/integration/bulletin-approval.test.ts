import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { composeBulletin, type BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { PAGE, QR } from '@/modules/bulletins/server/pdf/pdf-parts';
import { renderBulletinPdf } from '@/modules/bulletins/server/render-bulletin-pdf';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfImages } from '../support/pdf-images';
import { pdfText, pdfTextItems } from '../support/pdf-text';
import { SHARED_DATA } from '../support/shared-data';
import { portalDb } from '../support/test-database';
import en from '../../messages/en.json';
import tl from '../../messages/tl.json';

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    const cavite = path.join(SHARED_DATA, 'geo', 'municities-provdist-402100000.0.01.json');
    await importBoundaries(await portalDb(), [{ name: 'cavite.json', bytes: fs.readFileSync(cavite) }], 'system');
  },
});

const WEB_ADDRESS = 'http://localhost:3000/bulletins/0f9a54c2-5d0e-4a59-8f4f-3c1d2b9e7a61';
const stamp = { issuedAt: new Date('2026-11-26T06:05:00Z'), reference: 'ACAP-4A-SW-20261126-1A2B3C4D', webAddress: WEB_ADDRESS };
// Long names, so the approval block takes its most room in the footer.
const approval = { preparedBy: 'Maria Concepcion Dela Cruz', approvedBy: 'Juan Bautista Santos', approvedAt: new Date('2026-11-26T06:05:00Z') };
const WORDS = {
  en: {
    support: en.Bulletin.support,
    block: ['Prepared by Maria Concepcion Dela Cruz', 'Approved by Juan Bautista Santos', 'Approved on November 26, 2026, 14:05 PHT'],
    draft: 'DRAFT',
  },
  tag: {
    support: tl.Bulletin.support,
    block: ['Inihanda ni Maria Concepcion Dela Cruz', 'Inaprubahan ni Juan Bautista Santos', 'Inaprubahan noong Nobyembre 26, 2026, 14:05 PHT'],
    draft: 'BURADOR',
  },
};
const TWENTY_MM = (20 / 25.4) * 72;

// The longest place name of the region's bulletins, with the demo set's advice: the fullest pages.
function request(type: BulletinRequest['type'], language: 'en' | 'tag'): BulletinRequest {
  const fields = { province: 'Cavite', municipality: 'General Emilio Aguinaldo', crop: 'Vegetables (upland)', language, operation: 'preview' as const };
  return type === 'seasonal' ? { type, fields: { ...fields, isFull: true } } : { type, fields };
}

describe.each(['en', 'tag'] as const)('a %s bulletin, once approved', (language) => {
  it.each(['ten_day', 'seasonal', 'special_weather'] as const)(
    '%s: prints the approval block and its address in words and as a QR code, on as many pages as its draft',
    async (type) => {
      const { document, map, logos } = await composeBulletin(await portalDb(), request(type, language));
      const draft = await renderBulletinPdf(document, map, stamp, logos);
      const published = await renderBulletinPdf(document, map, { ...stamp, approval }, logos);

      expect(published.pages).toBe(draft.pages);
      if (type === 'special_weather') expect(published.pages).toBe(1);
      const text = (await pdfText(published.pdf)).join('\n').replace(/\s+/g, ' ');
      for (const part of WORDS[language].block) expect(text).toContain(part);
      expect(text).toContain(WEB_ADDRESS);
      expect(text).not.toContain(WORDS[language].draft);
      const draftText = (await pdfText(draft.pdf)).join('\n');
      expect(draftText).toContain(WORDS[language].draft);
      for (const part of WORDS[language].block) expect(draftText).not.toContain(part);

      // The footer's lines, from the support note down, at 10 pt and clear of the QR code beside them.
      const [first] = await pdfTextItems(published.pdf);
      const top = first!.items.find((item) => item.str.trim().length > 20 && WORDS[language].support.startsWith(item.str.trim()))!.y;
      const footer = first!.items.filter((item) => item.y <= top + 1);
      expect(footer.map((item) => item.str).join(' ')).toContain(WEB_ADDRESS);
      // The body ends above the footer's room: its last line clear of the footer's first.
      const body = first!.items.filter((item) => item.y > top + 1 && item.y < first!.height / 2);
      expect(Math.min(...body.map((item) => item.y))).toBeGreaterThan(top + 10);
      for (const item of footer) {
        expect(item.fontSize, item.str).toBeGreaterThanOrEqual(9.99);
        expect(item.x + item.width, item.str).toBeLessThanOrEqual(PAGE.width - PAGE.side - QR.size - QR.gap + 0.5);
      }

      // The QR code as the PDF paints it, on every page with the footer: it reads as the address, at 20 mm or more.
      const pages = await pdfImages(published.pdf);
      expect(pages).toHaveLength(published.pages);
      for (const images of pages) {
        // One picture of the page reads as a QR code (the others are the map and the logos).
        const codes = images.flatMap((image) => {
          const address = jsQR(image.rgba, image.width, image.height)?.data;
          return address ? [{ address, drawn: image.drawn }] : [];
        });
        expect(codes).toHaveLength(1);
        expect(codes[0]!.drawn.width).toBeGreaterThanOrEqual(TWENTY_MM);
        expect(codes[0]!.address).toBe(WEB_ADDRESS);
      }
    },
  );
});

describe('the draft mark', () => {
  it('stands alone above the header, inside the margins, at 10 pt', async () => {
    const { document, map, logos } = await composeBulletin(await portalDb(), request('special_weather', 'tag'));
    const [page] = await pdfTextItems((await renderBulletinPdf(document, map, stamp, logos)).pdf);
    const mark = page!.items.find((item) => item.str.startsWith('BURADOR'))!;
    expect(mark.str).toBe('BURADOR — hindi pa aprubado, huwag ipamahagi');
    expect(mark.fontSize).toBeGreaterThanOrEqual(9.99);
    expect(mark.x + mark.width).toBeLessThanOrEqual(page!.width - 30 + 0.5);
    // Nothing else is on its line or above it.
    expect(page!.items.filter((item) => item !== mark && item.y >= mark.y - 8)).toEqual([]);
  });
});
