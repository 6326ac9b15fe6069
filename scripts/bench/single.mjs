// One instance on the embedded database: start-up, import of a full 10-day issue, the cached public pages
// under load beside two references measured in the same run (the framework's static page with the front
// cache bypassed, a bare node:http server), one uncached page, each public JSON read alone beside the
// pages' median, bulletins, and peak memory under pages, JSON and a batch together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchBulletins, runBatch } from './bulletins.mjs';
import { mixRoutes, openApiReads } from './cluster.mjs';
import {
  BROWSER_HEADERS,
  BYPASS_FRONT,
  fmt,
  freePort,
  loadData,
  loadDuring,
  loadSteady,
  mark,
  median,
  peakRssMb,
  printTable,
  processCount,
  startPortal,
  stop,
  waitFor,
} from './common.mjs';
import { benchPageWeights } from './page-weight.mjs';
import { addFigure, addHardFailure, addTarget, previousFigure } from './summary.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// Each run starts with this much load on its own connections, not counted: the connections opened all at
// once wait in the accept queue of a saturated server (see loadSteady), which is not the p99 of a page.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const KNOBS = { seconds: SECONDS, rounds: ROUNDS };
const PUBLIC_ROUTES = [
  '/',
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
const STATIC_ROUTE = '/privacy';
const UNCACHED_ROUTE = '/search?q=calamba';
const BATCH_PAGE = '/weather-services/ten-day/laguna/city-of-calamba';
// The public JSON reads of the issue: weather, calendar, recommendations, constants, /api/v1 (added from
// disk) and the exports (JSON, CSV and xlsx files). Staff-only exports (feedback, SMS) are not public answers.
const JSON_ROUTES = [
  '/api/weather/tenday?province=laguna',
  '/api/weather/tenday?municipality=0403405000',
  '/api/weather/seasonal?province=batangas',
  '/api/weather/special',
  '/api/calendar?province=laguna&crop=rice&mode=ten_day',
  '/api/recommendations?type=tenday&crop=rice',
  '/api/constants/region',
  '/api/constants/provinces',
  '/api/constants/villages',
];
const EXPORT_ROUTES = [
  '/api/export',
  '/api/export/provinces',
  '/api/export/villages',
  '/api/export/weather/ten-day',
  '/api/export/weather/seasonal',
  '/api/export/calendars',
  '/api/export/calendars?mode=ten_day&format=csv',
  '/api/export/recommendations',
  '/api/calendar/export?mode=ten_day&province=laguna&crop=rice',
  '/api/calendar/export?mode=ten_day&province=laguna&crop=rice&format=xlsx',
];
// Public GET paths of the OpenAPI document under the issue's prefixes that are deliberately not measured.
const NOT_MEASURED = {
  '/api/weather/common': 'holds nothing until staff save it (404)',
  '/api/weather/special/track-image': 'needs an advisory with a track image',
};
const JSON_PREFIXES = ['/api/weather/', '/api/calendar', '/api/recommendations', '/api/constants/', '/api/v1/', '/api/export'];
export const SINGLE_TARGETS = { timesStatic: 5, shareOfBare: 0.15, pageP99Ms: 20, jsonShareOfPages: 0.5, rssMb: 500, secondStartMs: 5000, importMs: 5000 };
const T = SINGLE_TARGETS;

/**
 * A bare node:http server answering a fixed page, or `bytes` random bytes when given: the size of a
 * compressed answer measured, and as incompressible (autocannon decodes every body it reads as text, at
 * a cost that depends on the bytes: a compressed body costs it some twenty times a run of one letter).
 */
async function startBareServer(bytes = 0) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = ${bytes > 0 ? `require('node:crypto').randomBytes(${Math.round(bytes)})` : `'<!doctype html><html lang="en"><title>ACAP</title><h1>Agro-Climatic Advisory Portal</h1></html>'`};
require('node:http').createServer((req, res) => { res.writeHead(200, {'content-type': 'text/html'}); res.end(body); }).listen(${port}, '127.0.0.1');`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { child, url };
}

const run = (url, route, headers = {}) => loadSteady({ url: `${url}${route}`, connections: CONNECTIONS, headers }, { warmUp: WARM_UP, seconds: SECONDS });

/** Routes of the OpenAPI document under the JSON prefixes that no measured route matches: a route added since must not go unmeasured silently. */
async function unmeasuredRoutes(url, measured) {
  try {
    const document = await (await fetch(`${url}/api/openapi.json`)).json();
    const pathnames = measured.map((route) => route.split('?')[0]);
    return Object.entries(document.paths ?? {})
      .filter(([p, item]) => item.get && JSON_PREFIXES.some((prefix) => p.startsWith(prefix)) && !NOT_MEASURED[p])
      .map(([p]) => p)
      .filter((p) => {
        const pattern = new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        return !pathnames.some((pathname) => pattern.test(pathname));
      });
  } catch (error) {
    return [`(the OpenAPI document could not be read: ${error.message})`];
  }
}

/** Every route must answer 2xx before it is measured (twice, which also fills the caches); those that do not are left out as hard failures. */
async function answering(url, routes) {
  const kept = [];
  for (const route of routes) {
    let status = 0;
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${url}${route}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      status = answer.status;
    }
    if (status >= 200 && status <= 299) kept.push(route);
    else addHardFailure(`${route} answered ${status} before its load run`);
  }
  return kept;
}

export async function runSingle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-'));
  let portal;
  try {
    const first = await startPortal({ dataDir });
    await stop(first.child);
    portal = await startPortal({ dataDir });
    const url = portal.url;
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

    const imported = await loadData(url);
    console.log(
      `\nImport of the full PAGASA 10-day issue (10 files, through the API): ${fmt(imported.importMs)} ms; ` +
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

    // Fill the page cache the way the first visitors would.
    const pages = await answering(url, PUBLIC_ROUTES);
    await answering(url, [STATIC_ROUTE, UNCACHED_ROUTE]);
    const v1 = openApiReads();
    const jsonRoutes = await answering(url, [...JSON_ROUTES, ...v1.reads, ...EXPORT_ROUTES]);

    // Pages, in ROUNDS rounds; each round measures both references first, then every page. Each page's
    // ratio to the references of its own round cancels the drift of a long run (heap growth, the other
    // core's load), and the median over the rounds settles the noise.
    console.log(
      `\nCached public pages: autocannon, ${CONNECTIONS} connections asking for compressed answers as browsers do (Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}), ${SECONDS} s per run after a ${WARM_UP} s warm-up on the same connections, ` +
        `on ${os.cpus().length} cores; ${ROUNDS} rounds of (node:http, ${STATIC_ROUTE} through Next with the front cache bypassed, every page); ` +
        `req/s and ratios are medians over the rounds, p99 the worst round\n`,
    );
    const bare = await startBareServer();
    const rounds = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const bareRun = await loadSteady({ url: bare.url, connections: CONNECTIONS }, { warmUp: WARM_UP, seconds: SECONDS });
        const staticRun = await run(url, STATIC_ROUTE, BYPASS_FRONT);
        const pageRuns = [];
        for (const route of pages) pageRuns.push(await run(url, route));
        rounds.push({ bare: bareRun, static: staticRun, pages: pageRuns });
      }
    } finally {
      await stop(bare.child);
    }
    const summarize = (runs) => ({
      kb: runs[0].kb,
      rps: median(runs.map((r) => r.rps)),
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
    const bareFigures = summarize(rounds.map((r) => r.bare));
    const staticFigures = summarize(rounds.map((r) => r.static));
    const pageRows = pages.map((route, i) => ({
      route,
      ...summarize(rounds.map((r) => r.pages[i])),
      xStatic: median(rounds.map((r) => r.pages[i].rps / r.static.rps)),
      ofBare: median(rounds.map((r) => r.pages[i].rps / r.bare.rps)),
    }));
    const pageOk = (row) => row.xStatic >= T.timesStatic && row.ofBare >= T.shareOfBare && row.p99 <= T.pageP99Ms && row.errors === 0;
    printTable(
      ['route', 'KB', 'req/s', 'p99 ms', 'errors', '× static', 'of node:http', 'verdict'],
      [
        ['node:http fixed page (reference)', fmt(bareFigures.kb, 1), fmt(bareFigures.rps), fmt(bareFigures.p99, 1), bareFigures.errors, '', '100%', ''],
        [
          `${STATIC_ROUTE} through Next, front bypassed (reference)`,
          fmt(staticFigures.kb, 1),
          fmt(staticFigures.rps),
          fmt(staticFigures.p99, 1),
          staticFigures.errors,
          '1.0',
          `${fmt((100 * staticFigures.rps) / bareFigures.rps, 1)}%`,
          '',
        ],
        ...pageRows.map((row) => [
          row.route,
          fmt(row.kb, 1),
          fmt(row.rps),
          fmt(row.p99, 1),
          row.errors,
          fmt(row.xStatic, 2),
          `${fmt(100 * row.ofBare, 1)}%`,
          mark(pageOk(row)),
        ]),
      ],
    );
    console.log(`Targets per cached page: >= ${T.timesStatic}× the static page, >= ${T.shareOfBare * 100}% of node:http, p99 <= ${T.pageP99Ms} ms, no errors.`);
    const uncached = await run(url, UNCACHED_ROUTE);
    console.log(
      `Uncached page ${UNCACHED_ROUTE} (information): ${fmt(uncached.kb, 1)} KB, ${fmt(uncached.rps)} req/s, p99 ${fmt(uncached.p99, 1)} ms, ${uncached.errors} errors`,
    );
    const rssAfterPages = peakRssMb(portal.child.pid);

    const pagesMedian = median(pageRows.map((r) => r.rps));
    const slowest = pageRows.reduce((a, b) => (b.xStatic < a.xStatic ? b : a));
    const slowestOfBare = pageRows.reduce((a, b) => (b.ofBare < a.ofBare ? b : a));
    const worstP99 = pageRows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    addFigure('pages.medianRps', pagesMedian);
    addFigure('pages.xStatic', slowest.xStatic);
    addFigure('pages.worstP99', worstP99.p99);
    addFigure('static.rps', staticFigures.rps);
    addFigure('bare.rps', bareFigures.rps);
    addTarget({
      target: `cached pages >= ${T.timesStatic}× the framework's static page (slowest of ${pageRows.length})`,
      figure: `${fmt(slowest.xStatic, 2)}× (${slowest.route}, ${fmt(slowest.rps)} req/s)`,
      reference: `${STATIC_ROUTE} via Next ${fmt(staticFigures.rps)} req/s`,
      ok: slowest.xStatic >= T.timesStatic,
    });
    addTarget({
      target: `cached pages >= ${T.shareOfBare * 100}% of bare node:http (slowest)`,
      figure: `${fmt(100 * slowestOfBare.ofBare, 1)}% (${slowestOfBare.route})`,
      reference: `node:http ${fmt(bareFigures.rps)} req/s`,
      ok: slowestOfBare.ofBare >= T.shareOfBare,
    });
    addTarget({
      target: `cached pages p99 <= ${T.pageP99Ms} ms at ${CONNECTIONS} connections (worst)`,
      figure: `${fmt(worstP99.p99, 1)} ms (${worstP99.route})`,
      reference: `${STATIC_ROUTE} via Next ${fmt(staticFigures.p99, 1)} ms`,
      ok: worstP99.p99 <= T.pageP99Ms,
    });
    const before = previousFigure('search.rps');
    addFigure('search.rps', uncached.rps);
    addTarget({
      target: `uncached ${UNCACHED_ROUTE}: unchanged or better (information)`,
      figure: `${fmt(uncached.rps)} req/s, p99 ${fmt(uncached.p99)} ms`,
      reference: before ? `${fmt(before.value)} req/s on ${before.date} (${before.commit})` : 'no earlier run',
      ok: 'info',
    });
    const pageErrors = [bareFigures, staticFigures, ...pageRows, uncached].reduce((sum, r) => sum + r.errors, 0);
    if (pageErrors) addHardFailure(`page load runs: ${pageErrors} errors`);

    // JSON reads, each alone at the same connections, against the pages' median rate of this run.
    console.log(
      `\nJSON reads, each alone: ${CONNECTIONS} connections, ${SECONDS} s after a ${WARM_UP} s warm-up; compared with the cached pages' median rate ` +
        `(${fmt(pagesMedian)} req/s) [target >= ${T.jsonShareOfPages * 100}% of it, no errors]\n`,
    );
    const jsonRows = [];
    for (const route of jsonRoutes) jsonRows.push({ route, ...(await run(url, route)) });
    const jsonOk = (row) => row.rps >= T.jsonShareOfPages * pagesMedian && row.errors === 0;
    // An answer many times a page's size is bounded by the bytes the machine and the load tool move: for
    // each one below the target, a bare node:http server answering as many compressed-like bytes shows that bound.
    for (const row of jsonRows.filter((r) => !jsonOk(r))) {
      const same = await startBareServer(row.kb * 1024);
      row.sameBytes = (await loadSteady({ url: same.url, connections: CONNECTIONS }, { warmUp: WARM_UP, seconds: SECONDS })).rps;
      await stop(same.child);
    }
    printTable(
      ['route', 'KB', 'req/s', 'median ms', 'p99 ms', 'errors', 'of pages', 'node:http, same KB', 'verdict'],
      jsonRows.map((row) => [
        row.route,
        fmt(row.kb, 1),
        fmt(row.rps),
        fmt(row.median, 1),
        fmt(row.p99, 1),
        row.errors,
        `${fmt((100 * row.rps) / pagesMedian)}%`,
        row.sameBytes ? `${fmt(row.sameBytes)} req/s (ours ${fmt((100 * row.rps) / row.sameBytes)}%)` : '',
        mark(jsonOk(row)),
      ]),
    );
    const unmeasured = await unmeasuredRoutes(url, jsonRoutes);
    if (unmeasured.length) console.log(`  public GET routes of the OpenAPI document not measured: ${unmeasured.join(', ')}`);
    for (const [p, why] of Object.entries(NOT_MEASURED)) console.log(`  not measured: ${p} (${why})`);
    if (v1.left.length) console.log(`  /api/v1 routes left out (no value for a segment): ${v1.left.join(', ')}`);
    if (jsonRows.length) {
      const slowestJson = jsonRows.reduce((a, b) => (b.rps < a.rps ? b : a));
      addFigure('json.worstRps', slowestJson.rps);
      addFigure('json.medianRps', median(jsonRows.map((r) => r.rps)));
      addTarget({
        target: `JSON reads >= ${T.jsonShareOfPages * 100}% of cached pages' rate, each (${jsonRows.length} routes)`,
        figure:
          `${jsonRows.filter((r) => !jsonOk(r)).length} below; slowest ${slowestJson.route} ${fmt(slowestJson.rps)} req/s` +
          (slowestJson.sameBytes ? ` (${fmt(slowestJson.kb)} KB: node:http ${fmt(slowestJson.sameBytes)} req/s for the same bytes)` : ''),
        reference: `pages' median ${fmt(pagesMedian)} req/s`,
        ok: jsonRows.every(jsonOk),
      });
    }
    const jsonErrors = jsonRows.reduce((sum, r) => sum + r.errors, 0);
    if (jsonErrors) addHardFailure(`JSON load runs: ${jsonErrors} errors`);

    const weighed = [
      '/',
      '/weather-services/ten-day/laguna/city-of-calamba',
      '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
      '/bulletins',
      UNCACHED_ROUTE,
      STATIC_ROUTE,
    ];
    const weightsOk = await benchPageWeights(url, weighed);
    addTarget({
      target: 'page weight: JS <= 100 KB, start-up data <= 1/3 of the HTML',
      figure: `${weighed.length} pages`,
      reference: '',
      ok: weightsOk === null ? 'skipped' : weightsOk,
    });

    await benchBulletins(url, imported.headers, BATCH_PAGE);

    // Memory: the page load, the issue's mix (the cluster section's routes) and a batch at once on this
    // instance, the connections split between the two loads; VmHWM is the peak of the server's whole life,
    // so it covers the runs above too (and a PDF worker thread, which shares the process).
    const half = Math.ceil(CONNECTIONS / 2);
    const mix = (routes) => ({ url, connections: half, requests: routes.map((route) => ({ method: 'GET', path: route })) });
    const pagesLoad = await loadDuring(mix(pages), () => loadDuring(mix(mixRoutes()), () => runBatch(url, imported.headers, { language: 'tag' })));
    const jsonLoad = pagesLoad.result;
    const batch = jsonLoad.result;
    const rss = peakRssMb(portal.child.pid);
    const processes = processCount(portal.child.pid);
    console.log(
      `\nMemory: the cached pages (${half} connections), the mix of pages and JSON reads (${half} more) and a batch of ${batch.places} bulletins at once, ${fmt(batch.seconds, 1)} s: ` +
        `pages ${fmt(pagesLoad.rps)} req/s (p99 ${fmt(pagesLoad.p99)} ms, ${pagesLoad.errors} errors), mix ${fmt(jsonLoad.rps)} req/s (p99 ${fmt(jsonLoad.p99)} ms, ` +
        `${jsonLoad.errors} errors), ${batch.saved} bulletins saved, ${batch.failed.length} failed\n` +
        `Peak RSS (VmHWM) of the portal server${processes > 1 ? ` and its ${processes - 1} child processes` : ''}: ${fmt(rss)} MB; ${fmt(rssAfterPages)} MB after the page runs ` +
        `[target <= ${T.rssMb} MB: ${mark(rss <= T.rssMb)}]`,
    );
    addFigure('memory.peakMb', rss);
    addTarget({
      target: `peak RSS <= ${T.rssMb} MB under pages + mix + batch together`,
      figure: `${fmt(rss)} MB`,
      reference: `after the page runs ${fmt(rssAfterPages)} MB`,
      ok: rss <= T.rssMb,
    });
    if (pagesLoad.errors + jsonLoad.errors) addHardFailure(`memory run: ${pagesLoad.errors + jsonLoad.errors} errors in the loads`);
    for (const failure of batch.failed.slice(0, 3)) console.log(`  ${failure}`);
    if (batch.failed.length) addHardFailure(`memory run: ${batch.failed.length} bulletins failed`);
  } finally {
    if (portal) await stop(portal.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
