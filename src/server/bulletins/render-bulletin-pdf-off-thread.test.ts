import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { BulletinMap } from '@/domain/bulletins/bulletin-map';
import { pdfText } from '../../../tests/support/pdf-text';
import { createPdfWorkerPool } from './create-pdf-worker-pool';
import { getPdfWorkerPool } from './get-pdf-worker-pool';
import { renderBulletinPdf } from './render-bulletin-pdf';
import { renderBulletinPdfOffThread } from './render-bulletin-pdf-off-thread';

// A worker thread starts, compiles the sources with tsx and loads react-pdf before its first bulletin:
// seconds on a busy machine, paid once per worker.
const SLOW = 60_000;
const ROOT = path.resolve(import.meta.dirname, '../../..');

const doc: BulletinDocument = {
  version: 1,
  type: 'ten_day',
  language: 'en',
  title: '10-Day Farm Weather Outlook and Advisory',
  region: 'CALABARZON',
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403402000', name: 'Bay' },
  crop: { key: 'rice', name: 'Rice' },
  period: { from: '2026-11-21', to: '2026-11-21', label: 'November 21, 2026' },
  weather: {
    kind: 'ten_day',
    days: [
      {
        date: '2026-11-21',
        label: 'Sat, Nov 21',
        rainfall: { code: 'above_normal', label: 'Heavy rains' },
        tempMin: 23,
        tempMax: 31,
        humidity: 90,
        windSpeed: 14,
        windDirection: 'NE',
        cloudCover: 'Cloudy',
      },
    ],
    moonPhases: [],
  },
  stages: [{ code: 'veg', label: 'Active tillering', slots: [22] }],
  advice: [
    {
      recommendationId: 1,
      stage: 'veg',
      stageLabel: 'Active tillering',
      farmOperation: 'Water management',
      trigger: 'above_normal',
      forecast: 'Heavy rains',
      risk: null,
      impact: '<p>Standing water may drown young tillers.</p>',
      practice: '<p>Open the field drains before the rain arrives.</p>',
      englishOnly: false,
    },
  ],
  stagesWithoutAdvice: [],
  nextStage: null,
  basedOnExpired: null,
  outlookMap: { legend: [{ code: 'above_normal', label: 'Heavy rains' }], places: [{ psgc: '0403402000', code: 'above_normal' }] },
  sources: {
    issuanceId: 'hand-built',
    calendar: { municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day', updatedAt: '2026-11-01T00:00:00.000Z' },
    recommendationIds: [1],
    commonData: [],
  },
  isDemo: false,
};
const map: BulletinMap = {
  width: 240,
  height: 200,
  shapes: [{ psgc: '0403402000', name: 'Bay', path: 'M100 60L180 60L180 140L100 140Z', x: 140, y: 100, code: 'above_normal', selected: true, fill: '#abcdef' }],
  legend: [{ code: 'above_normal', label: 'Heavy rains', fill: '#abcdef' }],
  credits: [],
};
const logos = [
  { markup: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2e7d32"/></svg>', width: 10, height: 10 },
];
const stamp = (reference: string) => ({
  issuedAt: new Date('2026-11-21T06:05:00Z'),
  reference,
  webAddress: 'https://acap.example/bulletins/off-thread',
  approval: { preparedBy: 'Ana Reyes', approvedBy: 'Jose Cruz', approvedAt: new Date('2026-11-21T07:00:00Z') },
});

const pools = [getPdfWorkerPool()];
afterAll(() => Promise.all(pools.map((pool) => pool.stop())));

describe('renderBulletinPdfOffThread', () => {
  it(
    'draws on a worker thread the PDF the renderer draws here, its bytes handed back as a Buffer',
    async () => {
      const here = await renderBulletinPdf(doc, map, stamp('ACAP-4A-TD-20261121-OFFTHREAD'), logos);
      const there = await renderBulletinPdfOffThread(doc, map, stamp('ACAP-4A-TD-20261121-OFFTHREAD'), logos);

      expect(Buffer.isBuffer(there.pdf)).toBe(true);
      expect(there.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect({ pages: there.pages, scale: there.scale }).toEqual({ pages: here.pages, scale: here.scale });
      // The dates crossed to the worker as dates: the issue and approval times print as here.
      expect(await pdfText(there.pdf)).toEqual(await pdfText(here.pdf));
      const text = (await pdfText(there.pdf)).join('\n').replace(/\s+/g, ' ');
      for (const expected of ['Bay, Laguna', 'ACAP-4A-TD-20261121-OFFTHREAD', 'November 21, 2026, 14:05 PHT', 'Approved by Jose Cruz'])
        expect(text).toContain(expected);
    },
    SLOW,
  );

  it(
    'hands back what the renderer threw as an Error with its message',
    async () => {
      const bad = { ...stamp('BAD'), issuedAt: new Date(Number.NaN) };
      const here = await renderBulletinPdf(doc, map, bad, logos).catch((error: unknown) => error as Error);
      expect(here).toBeInstanceOf(Error);

      const there = await renderBulletinPdfOffThread(doc, map, bad, logos).catch((error: unknown) => error as Error);
      expect(there).toBeInstanceOf(Error);
      expect((there as Error).message).toBe((here as Error).message);
      expect((there as Error).name).toBe((here as Error).name);
    },
    SLOW,
  );
});

describe('the PDF worker pool', () => {
  // A worker that dies when handed the reference CRASH and renders anything else.
  const crashing = createPdfWorkerPool(1, path.join(ROOT, 'tests/support/crashing-pdf-worker.mjs'));
  pools.push(crashing);
  const input = (reference: string) => ({ doc, map, stamp: stamp(reference), logos });

  it(
    'fails the job of a worker that dies, and gives the next job a new worker',
    async () => {
      const crashed = crashing.render(input('CRASH'));
      const next = crashing.render(input('AFTER-THE-CRASH'));

      await expect(crashed).rejects.toThrow(/^The PDF worker stopped while rendering this bulletin \(the worker crashed on purpose\)/);
      const rendered = await next;
      expect(rendered.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfText(rendered.pdf)).join(' ')).toContain('AFTER-THE-CRASH');
    },
    SLOW,
  );

  it(
    'renders jobs in the order they were handed in',
    async () => {
      const finished: string[] = [];
      const references = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];
      await Promise.all(references.map((reference) => crashing.render(input(reference)).then(() => finished.push(reference))));
      expect(finished).toEqual(references);
    },
    SLOW,
  );
});
