// One instance on the embedded database: start-up, import of a full 10-day issue, the cached public pages
// under load each beside a static file of the same bytes (pages.mjs), the same behind nginx, the pages'
// p99 while a crowd searches, one uncached page, each public JSON read beside the pages' median
// (json.mjs), bulletins, and memory under pages, JSON and a batch together, then once the load is over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBulletins, runBatch } from './bulletins.mjs';
import { mixRoutes, openApiReads } from './cluster.mjs';
import { fmt, loadData, loadDuring, loadSteady, mark, peakRssMb, processCount, rssMb, signIn, startPortal, stop } from './common.mjs';
import { benchJson, EXPORT_ROUTES, JSON_ROUTES } from './json.mjs';
import { benchBehindNginx, benchCachedPages, benchSearchCrowd, capturePages, removeTwins, writeTwins } from './pages.mjs';
import { benchPageWeights } from './page-weight.mjs';
import { addFigure, addHardFailure, addTarget, previousFigure } from './summary.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Each run starts with this much load on its own connections, not counted: the connections opened all at
// once wait in the accept queue of a saturated server (see loadSteady), which is not the p99 of a page.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const KNOBS = { seconds: SECONDS, rounds: ROUNDS };
const LOAD = { connections: CONNECTIONS, warmUp: WARM_UP, seconds: SECONDS };
const PUBLIC_ROUTES = [
  '/',
  '/privacy',
  '/weather-services',
  '/weather-services/ten-day/quezon',
  '/weather-services/ten-day/laguna/city-of-calamba',
  '/weather-services/seasonal/batangas',
  '/weather-services/special',
  '/cropping-calendar-v2',
  '/cropping-calendar-v2/ten-day/rice/laguna',
  '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
  '/bulletins',
];
const UNCACHED_ROUTE = '/search?q=calamba';
const BATCH_PAGE = '/weather-services/ten-day/laguna/city-of-calamba';
export const SINGLE_TARGETS = { rssMb: 500, secondStartMs: 5000, importMs: 5000 };
const T = SINGLE_TARGETS;

/** Every route must answer 2xx before it is measured (twice, which also fills the caches); those that do not are left out as hard failures. */
async function answering(url, routes, { quiet = false } = {}) {
  const kept = [];
  for (const route of routes) {
    let status = 0;
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${url}${route}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      status = answer.status;
    }
    if (status >= 200 && status <= 299) kept.push(route);
    else if (!quiet) addHardFailure(`${route} answered ${status} before its load run`);
  }
  return kept;
}

/**
 * The first start migrates and seeds; the data is loaded into it and each page's HTML copied, so that
 * the static twins exist before the second start, the server measured (Next lists static files when it starts).
 */
async function firstStart(dataDir) {
  const first = await startPortal({ dataDir });
  try {
    const imported = await loadData(first.url);
    const pages = await answering(first.url, PUBLIC_ROUTES, { quiet: true });
    return { startMs: first.startMs, imported, html: await capturePages(first.url, pages) };
  } finally {
    await stop(first.child);
  }
}

function reportStart(first, portal, imported) {
  console.log(
    `\nStart-up: first start (migrate and seed) ${fmt(first.startMs)} ms; second start on the existing database ${fmt(portal.startMs)} ms [target < ${T.secondStartMs} ms: ${mark(portal.startMs < T.secondStartMs)}]`,
  );
  addFigure('startup.secondMs', portal.startMs);
  addTarget({
    target: `second start < ${fmt(T.secondStartMs)} ms`,
    figure: `${fmt(portal.startMs)} ms`,
    reference: `first start ${fmt(first.startMs)} ms`,
    ok: portal.startMs < T.secondStartMs,
  });
  console.log(
    `\nImport of the full PAGASA 10-day issue (10 files, through the API, on the first start): ${fmt(imported.importMs)} ms; ` +
      `${fmt(imported.rowsRead)} rows read (${fmt(imported.rowsRead / (imported.importMs / 1000))} rows/s), ${fmt(imported.rowsKept)} kept ` +
      `[target <= ${T.importMs} ms: ${mark(imported.importMs <= T.importMs)}]`,
  );
  addFigure('import.ms', imported.importMs);
  addTarget({
    target: `10-day import <= ${fmt(T.importMs)} ms`,
    figure: `${fmt(imported.importMs)} ms`,
    reference: `${fmt(imported.rowsRead)} rows`,
    ok: imported.importMs <= T.importMs,
  });
}

async function benchUncached(url) {
  const uncached = await loadSteady({ url: `${url}${UNCACHED_ROUTE}`, connections: CONNECTIONS }, LOAD);
  console.log(
    `\nUncached page ${UNCACHED_ROUTE} alone (information): ${fmt(uncached.kb, 1)} KB, ${fmt(uncached.rps)} req/s, p99 ${fmt(uncached.p99, 1)} ms, ${uncached.errors} errors`,
  );
  const before = previousFigure('search.rps');
  addFigure('search.rps', uncached.rps);
  addTarget({
    target: `uncached ${UNCACHED_ROUTE}: unchanged or better (information)`,
    figure: `${fmt(uncached.rps)} req/s, p99 ${fmt(uncached.p99)} ms`,
    reference: before ? `${fmt(before.value)} req/s on ${before.date} (${before.commit})` : 'no earlier run',
    ok: 'info',
  });
  if (uncached.errors) addHardFailure(`${UNCACHED_ROUTE}: ${uncached.errors} errors`);
}

/**
 * The page load, the issue's mix (the cluster section's routes) and a batch at once, the connections
 * split between the two loads; VmHWM is the peak of the server's whole life, so it covers the runs
 * before too (and a PDF worker thread, which shares the process). Then the RSS once the load is over.
 */
async function benchMemory(portal, pages, headers, rssAfterPages) {
  const url = portal.url;
  const half = Math.ceil(CONNECTIONS / 2);
  const mix = (routes) => ({ url, connections: half, requests: routes.map((route) => ({ method: 'GET', path: route })) });
  const pagesLoad = await loadDuring(mix(pages), () => loadDuring(mix(mixRoutes()), () => runBatch(url, headers, { language: 'tag' })));
  const jsonLoad = pagesLoad.result;
  const batch = jsonLoad.result;
  const peak = peakRssMb(portal.child.pid);
  // A moment for the sockets to close and the last answers to be freed, as after a crowd leaves.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssMb(portal.child.pid);
  const processes = processCount(portal.child.pid);
  console.log(
    `\nMemory: the cached pages (${half} connections), the mix of pages and JSON reads (${half} more) and a batch of ${batch.places} bulletins at once, ${fmt(batch.seconds, 1)} s: ` +
      `pages ${fmt(pagesLoad.rps)} req/s (p99 ${fmt(pagesLoad.p99)} ms, ${pagesLoad.errors} errors), mix ${fmt(jsonLoad.rps)} req/s (p99 ${fmt(jsonLoad.p99)} ms, ` +
      `${jsonLoad.errors} errors), ${batch.saved} bulletins saved, ${batch.failed.length} failed\n` +
      `Peak RSS (VmHWM) of the portal server${processes > 1 ? ` and its ${processes - 1} child processes` : ''}: ${fmt(peak)} MB; ${fmt(rssAfterPages)} MB after the page runs ` +
      `[target <= ${T.rssMb} MB: ${mark(peak <= T.rssMb)}]; RSS 2 s after the load ${fmt(after)} MB [target <= ${T.rssMb} MB: ${mark(after <= T.rssMb)}]`,
  );
  addFigure('memory.peakMb', peak);
  addFigure('memory.afterMb', after);
  addTarget({
    target: `peak RSS <= ${T.rssMb} MB under pages + mix + batch together`,
    figure: `${fmt(peak)} MB`,
    reference: `after the page runs ${fmt(rssAfterPages)} MB`,
    ok: peak <= T.rssMb,
  });
  addTarget({ target: `RSS after the load <= ${T.rssMb} MB`, figure: `${fmt(after)} MB`, reference: `peak ${fmt(peak)} MB`, ok: after <= T.rssMb });
  if (pagesLoad.errors + jsonLoad.errors) addHardFailure(`memory run: ${pagesLoad.errors + jsonLoad.errors} errors in the loads`);
  for (const failure of batch.failed.slice(0, 3)) console.log(`  ${failure}`);
  if (batch.failed.length) addHardFailure(`memory run: ${batch.failed.length} bulletins failed`);
}

export async function runSingle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-'));
  let portal;
  try {
    const first = await firstStart(dataDir);
    const twins = writeTwins(first.html);
    portal = await startPortal({ dataDir });
    const url = portal.url;
    reportStart(first, portal, first.imported);
    const headers = await signIn(url);

    // Fill the page cache the way the first visitors would.
    const pages = await answering(url, PUBLIC_ROUTES);
    await answering(url, [UNCACHED_ROUTE, ...[...twins.values()]]);
    const v1 = openApiReads();
    const jsonRoutes = await answering(url, [...JSON_ROUTES, ...v1.reads, ...EXPORT_ROUTES]);
    for (const route of PUBLIC_ROUTES.filter((r) => !first.html.has(r))) addHardFailure(`${route}: no static twin (it did not answer on the first start)`);
    const measured = new Map(pages.filter((route) => twins.has(route)).map((route) => [route, twins.get(route)]));

    const { pagesMedian } = await benchCachedPages({ url, pid: portal.child.pid, twins: measured, html: first.html, load: LOAD, rounds: ROUNDS });
    await benchBehindNginx({ portalUrl: url, route: pages[0], html: first.html.get(pages[0]), load: LOAD, rounds: ROUNDS });
    await benchSearchCrowd({ url, pages, load: LOAD });
    await benchUncached(url);
    const rssAfterPages = peakRssMb(portal.child.pid);

    await benchJson({ url, routes: jsonRoutes, v1Left: v1.left, pagesMedian, load: LOAD });

    const weighed = [
      '/',
      '/weather-services/ten-day/laguna/city-of-calamba',
      '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
      '/bulletins',
      UNCACHED_ROUTE,
      '/privacy',
    ];
    const weightsOk = await benchPageWeights(url, weighed);
    addTarget({
      target: 'page weight: JS <= 200 KB, HTML <= 40 KB compressed',
      figure: `${weighed.length} pages`,
      reference: '',
      ok: weightsOk === null ? 'skipped' : weightsOk,
    });

    await benchBulletins(url, headers, BATCH_PAGE);
    await benchMemory(portal, pages, headers, rssAfterPages);
  } finally {
    if (portal) await stop(portal.child);
    removeTwins();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
