import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HAND_BUILT_DOC, HAND_BUILT_LOGOS, HAND_BUILT_MAP } from '../../../../tests/support/hand-built-bulletin';
import { pdfText } from '../../../../tests/support/pdf-text';
import { createPdfWorkerPool } from './create-pdf-worker-pool';
import { getPdfWorkerFile } from './get-pdf-worker-file';
import { getPdfWorkerPool } from './get-pdf-worker-pool';
import { renderBulletinPdf } from './render-bulletin-pdf';
import { renderBulletinPdfOffThread } from './render-bulletin-pdf-off-thread';

// A worker thread starts and loads the compiled renderer and react-pdf before its first bulletin: a
// second or more on a busy machine, paid once per worker.
const SLOW = 60_000;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

const doc = HAND_BUILT_DOC;
const map = HAND_BUILT_MAP;
const logos = HAND_BUILT_LOGOS;
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
    'draws a bulletin on a worker that drew others before it as a fresh render draws it, its size known or searched',
    async () => {
      // The first render searches the size; the one again knows it. Nothing a render remembers changes the bytes.
      const first = await renderBulletinPdfOffThread(doc, map, stamp('ACAP-4A-TD-20261121-WARM'), logos);
      // Another place between the two: most paragraphs are shared, some are not, one is longer.
      const neighbour: typeof doc = {
        ...doc,
        municipality: { psgc: '0403403000', name: 'Calauan' },
        advice: [...doc.advice, ...doc.advice],
      };
      await renderBulletinPdfOffThread(neighbour, map, stamp('ACAP-4A-TD-20261121-WARM'), logos);
      const again = await renderBulletinPdfOffThread(doc, map, stamp('ACAP-4A-TD-20261121-WARM'), logos);
      const anew = await renderBulletinPdf(doc, map, stamp('ACAP-4A-TD-20261121-WARM'), logos);

      // The same bytes, but for the time the file was written (its own object in the document information,
      // to the second), the file identifier made from it and the random names of the font subsets.
      const comparable = (pdf: Buffer) =>
        pdf
          .toString('latin1')
          .replace(/\(D:\d{14}Z\)/g, '(D:)')
          .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '')
          .replace(/\/[A-Z]{6}\+/g, '/');
      expect(comparable(again.pdf)).toBe(comparable(first.pdf));
      expect(comparable(again.pdf)).toBe(comparable(anew.pdf));
      expect(await pdfText(again.pdf)).toEqual(await pdfText(anew.pdf));
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
  // A worker that dies when handed the reference CRASH, fills its heap on OOM, and renders anything else;
  // its heap capped low, so that filling it takes a moment.
  const misbehaving = createPdfWorkerPool({ size: 1, entry: () => path.join(ROOT, 'tests/support/crashing-pdf-worker.mjs'), heapMb: 160 });
  pools.push(misbehaving);
  const input = (reference: string) => ({ doc, map, stamp: stamp(reference), logos });
  const expectRendered = async (rendered: Promise<{ pdf: Buffer }>, reference: string) => {
    const { pdf } = await rendered;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfText(pdf)).join(' ')).toContain(reference);
  };

  it(
    'fails the job of a worker that dies, and gives the next job a new worker',
    async () => {
      const crashed = misbehaving.render(input('CRASH'));
      const next = misbehaving.render(input('AFTER-THE-CRASH'));

      await expect(crashed).rejects.toThrow(/^The PDF worker stopped while rendering this bulletin \(the worker crashed on purpose\); it was not rendered\.$/);
      await expectRendered(next, 'AFTER-THE-CRASH');
    },
    SLOW,
  );

  it(
    'fails the job of a worker that fills its heap, and gives the next job a new worker',
    async () => {
      const starved = misbehaving.render(input('OOM'));
      const next = misbehaving.render(input('AFTER-THE-OOM'));

      await expect(starved).rejects.toThrow(/^The PDF worker stopped while rendering this bulletin \(.*memory limit.*\); it was not rendered\.$/);
      await expectRendered(next, 'AFTER-THE-OOM');
    },
    SLOW,
  );

  it(
    'renders jobs in the order they were handed in',
    async () => {
      const finished: string[] = [];
      const references = ['FIRST', 'SECOND', 'THIRD', 'FOURTH'];
      await Promise.all(references.map((reference) => misbehaving.render(input(reference)).then(() => finished.push(reference))));
      expect(finished).toEqual(references);
    },
    SLOW,
  );

  it(
    'fails the jobs under way and waiting when stopped, and starts a worker again for a later one',
    async () => {
      const stopped = createPdfWorkerPool({ size: 1, entry: () => path.join(ROOT, 'tests/support/crashing-pdf-worker.mjs') });
      pools.push(stopped);
      const cut = Promise.allSettled([stopped.render(input('CUT-SHORT')), stopped.render(input('NEVER-STARTED'))]);
      await stopped.stop();

      const messages = (await cut).map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).message);
      expect(messages).toEqual(Array(2).fill('The PDF workers were stopped before this bulletin was rendered.'));
      await expectRendered(stopped.render(input('AFTER-THE-STOP')), 'AFTER-THE-STOP');
    },
    SLOW,
  );

  it('says plainly that the renderer is not built when its file is missing', async () => {
    const unbuilt = createPdfWorkerPool({ size: 1, entry: getPdfWorkerFile });
    pools.push(unbuilt);
    const distDir = process.env.ACAP_DIST_DIR;
    process.env.ACAP_DIST_DIR = '.next-never-built';
    try {
      await expect(unbuilt.render(input('UNBUILT'))).rejects.toThrow(
        /^The bulletin renderer is not built \(no .*\.next-never-built\/pdf-worker\.mjs\): run npm run build\.$/,
      );
    } finally {
      process.env.ACAP_DIST_DIR = distDir;
    }
  });
});
