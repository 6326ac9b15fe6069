// Bulletins: warm preview time per type, the same bulletin of each type printed by Chromium, and a batch
// over the region while a cached public page is under load (its p99 meanwhile).
import fs from 'node:fs';
import { fmt, loadDuring, loadSteady, mark, median, percentile } from './common.mjs';
import { addFigure, addHardFailure, addTarget } from './summary.mjs';

// Decision 053: react-pdf through its public interface. Only the figures a reader waits on have goals (a
// preview, the region's batch) and a page's p99 beside the batch matches the pages' goal under a search crowd; p95 and the
// comparison with Chromium printing the same bulletin are shown without one.
export const BULLETIN_TARGETS = { previewMedianMs: 200, batchS: 30, pageP99Ms: 100 };
const PREVIEW_RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 30);
const CHROMIUM_RUNS = Number(process.env.BENCH_CHROMIUM_RUNS ?? 10);
const BATCH_CONCURRENCY = Number(process.env.BENCH_BATCH_CONCURRENCY ?? 2);
const BATCH_PAGE_CONNECTIONS = 10;
// allowExpired: the shared 10-day issue is from 2025; its outlook has ended, and a bulletin of it is otherwise refused (409).
const CALAMBA = { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en', allowExpired: true };
const CASES = [
  ['tenday', '10-day', CALAMBA],
  ['seasonal', 'seasonal', { ...CALAMBA, month: 'jan', isFull: false }],
  ['special', 'special', { ...CALAMBA, province: 'Quezon', municipality: 'City of Lucena' }],
];

const poster = (url, headers) => (type, body) =>
  fetch(`${url}/api/reports/${type}/crops`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * A 10-day rice bulletin for each of the region's places, BATCH_CONCURRENCY at a time. `variant` changes
 * what is asked (another language) so that a second batch makes new bulletins rather than finding the
 * ones the first stored (the same content is stored once).
 */
export async function runBatch(url, headers, variant = {}) {
  const post = poster(url, headers);
  const places = (await (await fetch(`${url}/api/constants/provinces`)).json()).flatMap((p) =>
    p.municipalities.map((m) => ({ province: p.label ?? p.name, municipality: m.id ?? m.psgc ?? m.label })),
  );
  const queue = [...places];
  let saved = 0;
  const failed = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BATCH_CONCURRENCY }, async () => {
      for (let place = queue.shift(); place; place = queue.shift()) {
        const answer = await post('tenday', { ...CALAMBA, ...variant, ...place, operation: 'create' });
        const body = await answer.json().catch(() => ({}));
        if (answer.ok) saved += 1;
        else failed.push(`${place.municipality}: ${answer.status} ${body.error?.message ?? ''}`);
      }
    }),
  );
  return { places: places.length, saved, failed, seconds: (performance.now() - started) / 1000 };
}

// The warnings a reviewer ticks to approve: a bulletin of an ended outlook says so itself (allowExpired).
const ACKNOWLEDGED = ['outlook_ended', 'cyclone_advisory_old', 'sms_not_gsm', 'tagalog_missing', 'advice_gap', 'demo_data'];

/** Submits and approves the bulletins (the bench's admin is a superadmin, who may approve their own): only published ones have a public HTML view. */
async function publish(url, headers, ids) {
  for (const [step, body] of [
    ['submit', { ids }],
    ['approve', { ids, acknowledged: ACKNOWLEDGED }],
  ]) {
    const answer = await fetch(`${url}/api/review/${step}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${step} of the bulletins answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  }
}

async function chromiumPrints(url, headers, created) {
  const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROME_PATH)` };
  await publish(
    url,
    headers,
    CASES.map(([type]) => created[type].id),
  );
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const times = {};
  try {
    const page = await browser.newPage();
    for (const [type, label] of CASES) {
      const runs = [];
      for (let i = 0; i < CHROMIUM_RUNS + 3; i += 1) {
        const started = performance.now();
        const answer = await page.goto(`${url}${created[type].htmlUrl}`);
        if (!answer?.ok()) throw new Error(`Chromium: the ${label} bulletin's HTML view answered ${answer?.status()}`);
        await page.pdf({ format: 'A4' });
        if (i >= 3) runs.push(performance.now() - started);
      }
      times[type] = median(runs);
    }
  } finally {
    await browser.close();
  }
  return { times };
}

/**
 * Previews per type, Chromium prints, then the batch with `cachedPage` under load meanwhile.
 * `pageReference` is the cached page's p99 at the same connections without the batch, from the same run.
 */
export async function benchBulletins(url, headers, cachedPage) {
  const post = poster(url, headers);
  const previews = {};
  for (const [type, label, body] of CASES) {
    const times = [];
    for (let i = 0; i < PREVIEW_RUNS + 3; i += 1) {
      const started = performance.now();
      const answer = await post(type, { ...body, operation: 'preview' });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`the ${label} preview failed with ${answer.status}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    previews[type] = { median: median(times), p95: percentile(times, 0.95) };
  }
  await benchPageFill(post);
  const created = {};
  for (const [type, label, body] of CASES) {
    const answer = await post(type, { ...body, operation: 'create' });
    created[type] = await answer.json();
    if (!answer.ok) throw new Error(`creating the ${label} bulletin failed with ${answer.status}: ${JSON.stringify(created[type]).slice(0, 300)}`);
  }
  // A print that cannot be made is a hard failure of the harness, not a reason to lose the rest of the section.
  const chromium = await chromiumPrints(url, headers, created).catch((error) => {
    addHardFailure(`Chromium prints: ${error.message.split('\n')[0].slice(0, 120)}`);
    return { skipped: `failed: ${error.message}` };
  });

  const T = BULLETIN_TARGETS;
  console.log(
    `\nBulletins: warm preview through the API (compose + render), ${PREVIEW_RUNS} runs per type after 3 warm-up runs; ` +
      `the same bulletin's HTML view printed by headless Chromium, ${CHROMIUM_RUNS} runs after 3 (information) [target: median <= ${T.previewMedianMs} ms]`,
  );
  for (const [type, label] of CASES) {
    const { median: med, p95 } = previews[type];
    const chrome = chromium.times?.[type];
    const previewOk = med <= T.previewMedianMs;
    console.log(
      `  ${label.padEnd(9)} median ${fmt(med)} ms [${mark(previewOk)}], p95 ${fmt(p95)} ms; ` +
        (chrome ? `Chromium ${fmt(chrome)} ms, ${fmt(chrome / med, 1)}× the preview's time` : `Chromium: skipped`),
    );
    addFigure(`bulletins.${type}.median`, med);
    addFigure(`bulletins.${type}.p95`, p95);
    addTarget({
      target: `bulletin preview ${label}: median <= ${T.previewMedianMs} ms`,
      figure: `${fmt(med)} ms (p95 ${fmt(p95)} ms)`,
      reference: chrome ? `Chromium prints it in ${fmt(chrome)} ms (${fmt(chrome / med, 1)}×)` : 'Chromium: skipped',
      ok: previewOk,
    });
    if (chrome) addFigure(`bulletins.${type}.chromium`, chrome);
  }
  if (chromium.skipped) console.log(`  Chromium: ${chromium.skipped}`);

  // The cached page alone at the same connections, just before: what its p99 is without a batch beside it.
  const pageOptions = { url: `${url}${cachedPage}`, connections: BATCH_PAGE_CONNECTIONS };
  const alone = await loadSteady(pageOptions, { warmUp: 1, seconds: 5 });
  const during = await loadDuring(pageOptions, () => runBatch(url, headers));
  const batch = during.result;
  const batchOk = batch.seconds <= T.batchS && batch.failed.length === 0;
  console.log(
    `  batch: a 10-day rice bulletin for each of the region's ${batch.places} places, ${BATCH_CONCURRENCY} at a time: ${fmt(batch.seconds, 1)} s, ` +
      `${batch.saved} saved, ${batch.failed.length} failed [target <= ${T.batchS} s: ${mark(batchOk)}]`,
  );
  for (const failure of batch.failed.slice(0, 5)) console.log(`    ${failure}`);
  console.log(
    `  meanwhile ${cachedPage} at ${BATCH_PAGE_CONNECTIONS} connections: ${fmt(during.rps)} req/s, median ${fmt(during.median, 1)} ms, p99 ${fmt(during.p99, 1)} ms, ` +
      `${during.errors} errors (alone just before: ${fmt(alone.rps)} req/s, p99 ${fmt(alone.p99, 1)} ms) [target p99 <= ${T.pageP99Ms} ms: ${mark(during.p99 <= T.pageP99Ms)}]`,
  );
  addFigure('batch.seconds', batch.seconds);
  addFigure('batch.pageP99', during.p99);
  addTarget({
    target: `batch: the region's ${batch.places} bulletins <= ${T.batchS} s`,
    figure: `${fmt(batch.seconds, 1)} s, ${batch.saved} saved`,
    reference: `${BATCH_CONCURRENCY} at a time`,
    ok: batch.seconds <= T.batchS,
  });
  addTarget({
    target: `batch: ${cachedPage} p99 <= ${T.pageP99Ms} ms meanwhile (${BATCH_PAGE_CONNECTIONS} conn.)`,
    figure: `${fmt(during.p99, 1)} ms`,
    reference: `alone ${fmt(alone.p99, 1)} ms`,
    ok: during.p99 <= T.pageP99Ms,
  });
  if (batch.failed.length) addHardFailure(`batch: ${batch.failed.length} bulletins failed`);
  if (during.errors + alone.errors) addHardFailure(`batch: ${during.errors + alone.errors} errors on ${cachedPage}`);
}

/**
 * How full the fullest page is (issue 29: every bulletin is one page, advice first): each case in both
 * languages, and the full seasonal outlook, previewed and read back with pdf.js. Fill is how far down the
 * usable height (above the footer's top) the body's lowest line reaches; a second page is a hard failure.
 */
async function benchPageFill(post) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const cases = [...CASES, ['seasonal', 'seasonal (full)', { ...CALAMBA, isFull: true }]].flatMap(([type, label, body]) =>
    ['en', 'tag'].map((language) => [type, `${label} ${language}`, { ...body, language }]),
  );
  const fills = [];
  for (const [type, label, body] of cases) {
    const answer = await post(type, { ...body, operation: 'preview' });
    if (!answer.ok) {
      addHardFailure(`page fill: the ${label} preview failed with ${answer.status}`);
      continue;
    }
    const pdf = await getDocument({ data: new Uint8Array(await answer.arrayBuffer()), isEvalSupported: false }).promise;
    const page = await pdf.getPage(1);
    const { height } = page.getViewport({ scale: 1 });
    const items = (await page.getTextContent()).items.filter((item) => 'str' in item && item.str.trim());
    // The footer is the lowest block (its last line is the web address); the body ends above its first line.
    const footerTop = Math.max(...items.filter((item) => /https?:\/\//.test(item.str)).map((item) => item.transform[5])) + 60;
    const lines = items.map((item) => item.transform[5]).filter((y) => y > footerTop);
    const lowest = Math.min(...lines);
    fills.push({ label, pages: pdf.numPages, fill: (height - lowest) / (height - footerTop) });
    await pdf.destroy();
  }
  const worst = fills.reduce((a, b) => (b.pages > a.pages || (b.pages === a.pages && b.fill > a.fill) ? b : a), fills[0]);
  console.log(
    `\nBulletin page fill (one A4 page each, advice first): ${fills.map((f) => `${f.label} ${Math.round(f.fill * 100)} %${f.pages > 1 ? ` (${f.pages} pages!)` : ''}`).join(', ')}; ` +
      `fullest: ${worst.label} ${Math.round(worst.fill * 100)} %`,
  );
  addFigure('bulletins.worstFill', worst.fill);
  for (const f of fills.filter((fill) => fill.pages > 1)) addHardFailure(`page fill: ${f.label} runs to ${f.pages} pages`);
}
