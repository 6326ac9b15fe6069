// Bulletins: preview time per type, a Chromium print of the same bulletin, and a batch over the region.
import fs from 'node:fs';
import { fmt, mark, median, percentile } from './common.mjs';

const TARGETS = { pdfMedianMs: 150, batchMs: 30_000 };

/** Bulletins: warm preview time per type, the same bulletin printed by Chromium, and a batch over the region. */
export async function benchBulletins(url, headers) {
  const post = (type, body) =>
    fetch(`${url}/api/reports/${type}/crops`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const calamba = { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en' };
  const cases = [
    ['tenday', '10-day', calamba],
    ['seasonal', 'seasonal', { ...calamba, month: 'jan', isFull: false }],
    ['special', 'special', { ...calamba, province: 'Quezon', municipality: 'City of Lucena' }],
  ];
  const rows = [];
  for (const [type, label, body] of cases) {
    const times = [];
    for (let i = 0; i < 33; i += 1) {
      const started = performance.now();
      const answer = await post(type, { ...body, operation: 'preview' });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`the ${label} preview failed with ${answer.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    rows.push({ label, median: median(times), p95: percentile(times, 0.95) });
  }
  console.log(
    `\nBulletins: warm preview through the API (compose + react-pdf render), 30 runs per type after 3 warm-up runs [target median <= ${TARGETS.pdfMedianMs} ms]`,
  );
  for (const row of rows)
    console.log(`  ${row.label.padEnd(9)} median ${fmt(row.median)} ms, p95 ${fmt(row.p95)} ms [${mark(row.median <= TARGETS.pdfMedianMs)}]`);

  const created = await (await post('tenday', { ...calamba, operation: 'create' })).json();
  const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromiumPath)) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage();
    const times = [];
    for (let i = 0; i < 13; i += 1) {
      const started = performance.now();
      await page.goto(`${url}${created.htmlUrl}`);
      await page.pdf({ format: 'A4' });
      if (i >= 3) times.push(performance.now() - started);
    }
    await browser.close();
    const tenday = rows[0].median;
    console.log(
      `  reference: the same 10-day bulletin's HTML view printed by headless Chromium: median ${fmt(median(times))} ms; react-pdf is ${fmt(median(times) / tenday, 1)}× faster`,
    );
  } else {
    console.log(`  reference: skipped, no Chromium at ${chromiumPath}`);
  }

  const places = (await (await fetch(`${url}/api/constants/provinces`)).json()).flatMap((p) =>
    p.municipalities.map((m) => ({ province: p.label ?? p.name, municipality: m.id ?? m.psgc ?? m.label })),
  );
  const queue = [...places];
  let ok = 0;
  const failures = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let place = queue.shift(); place; place = queue.shift()) {
        const answer = await post('tenday', { ...calamba, ...place, operation: 'create' });
        const body = await answer.json();
        if (answer.ok) ok += 1;
        else failures.push(`${place.municipality}: ${body.error?.message}`);
      }
    }),
  );
  const batchMs = performance.now() - started;
  console.log(
    `  batch: a 10-day rice bulletin for each of the region's ${places.length} places, two at a time: ${fmt(batchMs / 1000, 1)} s, ${ok} saved, ${failures.length} failed ` +
      `[target <= ${TARGETS.batchMs / 1000} s: ${mark(batchMs <= TARGETS.batchMs)}]`,
  );
  for (const failure of failures.slice(0, 5)) console.log(`    ${failure}`);
}
