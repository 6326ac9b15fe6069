// Cached public pages, each against a static file of the same bytes served by the same server: Next's
// page cache against Next's static file handler on one instance, and nginx's cache against nginx's
// static files at the edge. Then the pages' p99 while a crowd searches beside them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../lib/build.mjs';
import { BROWSER_HEADERS, DIST_DIR, fmt, loadDuring, loadSteady, mark, median, printTable } from './common.mjs';
import { NGINX_CONNECTIONS_PER_CLIENT, startBenchNginx } from './nginx.mjs';
import { addFigure, addHardFailure, addTarget } from './summary.mjs';

export const PAGE_TARGETS = { timesStatic: 0.9, nginxTimesStatic: 0.5, crowdP99Ms: 100 };
const T = PAGE_TARGETS;
const CROWD_CONNECTIONS = 20;

// The static twins live in the build's own static folder, served at /_next/static/ by Next's static
// handler: public/ is no place for them, as the locale rewrites send an unknown name there to a page
// (next.config.ts), and a file added to the sources would make the next run build again. Next lists
// these files when it starts, so they are written before the server the bench measures starts.
const TWIN_DIR = path.join(ROOT, DIST_DIR, 'static', 'acap-bench');
const twinPath = (i) => `/_next/static/acap-bench/page-${i}.html`;

/** The HTML of each route (as Next sends it before compressing), to copy into static files. */
export async function capturePages(url, routes) {
  const html = new Map();
  for (const route of routes) {
    const answer = await fetch(`${url}${route}`, { redirect: 'manual' });
    if (!answer.ok) throw new Error(`${route} answered ${answer.status} while its HTML was copied`);
    html.set(route, Buffer.from(await answer.arrayBuffer()));
  }
  return html;
}

/** Writes a static twin of each page into the build; returns its address per route. */
export function writeTwins(html) {
  removeTwins();
  fs.mkdirSync(TWIN_DIR, { recursive: true });
  return new Map(
    [...html].map(([route, bytes], i) => {
      fs.writeFileSync(path.join(ROOT, DIST_DIR, twinPath(i).replace('/_next/', '')), bytes);
      return [route, twinPath(i)];
    }),
  );
}

export const removeTwins = () => fs.rmSync(TWIN_DIR, { recursive: true, force: true });

/** A bare node:http server sending `gzipped` as a compressed page: the rate of this machine for those bytes, with no framework at all. */
async function startBareServer(gzipped) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    response.end(gzipped);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// A run with no answer in its window (each took longer than the window) has no rate to compare: '-'.
const ratio = (a, b) => (a > 0 && b > 0 ? a / b : NaN);
const finiteMedian = (values) => (values.some(Number.isFinite) ? median(values.filter(Number.isFinite)) : NaN);

const summarize = (runs) => ({
  kb: runs[0].kb,
  rps: median(runs.map((r) => r.rps)),
  cpuMs: median(runs.map((r) => r.cpuMsPerAnswer)),
  p99: Math.max(...runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

/**
 * Each page and its static twin, one right after the other, in `rounds` rounds: a page's ratio to its
 * twin of the same round cancels the drift of a long run (heap growth, the other engineers' load),
 * and the median over the rounds settles the noise. Returns the rows and the pages' median rate.
 */
export async function benchCachedPages({ url, pid, twins, html, load, rounds }) {
  const pages = [...twins.keys()];
  console.log(
    `\nCached public pages: autocannon, ${load.connections} connections asking for compressed answers as browsers do (Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}), ` +
      `${load.seconds} s per run after a ${load.warmUp} s warm-up on the same connections, on ${os.cpus().length} cores; ${rounds} rounds of (each page's ` +
      `static twin, a copy of its HTML under /_next/static/ served by Next's static handler, then the page from Next's page cache); ` +
      `req/s, the server's CPU per answer and ratios are medians over the rounds, p99 the worst round\n`,
  );
  const run = (route) => loadSteady({ url: `${url}${route}`, connections: load.connections }, { ...load, cpuPid: pid });
  const results = [];
  for (let round = 0; round < rounds; round += 1) {
    const runs = [];
    for (const route of pages) runs.push({ twin: await run(twins.get(route)), page: await run(route) });
    results.push(runs);
  }
  // The machine's own rate for the first page's bytes, once: information only.
  const bare = await startBareServer(zlib.gzipSync(html.get(pages[0])));
  const bareRun = await loadSteady({ url: bare.url, connections: load.connections }, load).finally(bare.close);
  const rows = pages.map((route, i) => ({
    route,
    ...summarize(results.map((r) => r[i].page)),
    twin: summarize(results.map((r) => r[i].twin)),
    xStatic: finiteMedian(results.map((r) => ratio(r[i].page.rps, r[i].twin.rps))),
    xStaticCpu: finiteMedian(results.map((r) => ratio(r[i].twin.cpuMsPerAnswer, r[i].page.cpuMsPerAnswer))),
  }));
  const ok = (row) => row.xStatic >= T.timesStatic && row.errors + row.twin.errors === 0;
  printTable(
    ['route', 'KB', 'req/s', 'p99 ms', 'CPU ms', 'errors', 'twin KB', 'twin req/s', 'twin CPU ms', '× twin', '× by CPU', 'verdict'],
    rows.map((row) => [
      row.route,
      fmt(row.kb, 1),
      fmt(row.rps),
      fmt(row.p99, 1),
      fmt(row.cpuMs, 2),
      row.errors + row.twin.errors,
      fmt(row.twin.kb, 1),
      fmt(row.twin.rps),
      fmt(row.twin.cpuMs, 2),
      fmt(row.xStatic, 2),
      fmt(row.xStaticCpu, 2),
      mark(ok(row)),
    ]),
  );
  const first = rows[0];
  console.log(
    `Target per page: >= ${T.timesStatic}× its static twin's req/s, no errors ('× by CPU': the twin's CPU per answer over the page's, ` +
      `which other work on the cores moves less). Bare node:http sending ${first.route}'s compressed bytes (information): ` +
      `${fmt(bareRun.rps)} req/s, p99 ${fmt(bareRun.p99, 1)} ms; ${first.route} from Next is ${fmt((100 * first.rps) / bareRun.rps, 1)}% of it.`,
  );

  const unanswered = rows.filter((r) => !Number.isFinite(r.xStatic)).map((r) => r.route);
  if (unanswered.length)
    console.log(`No answer within a ${load.seconds} s window for ${unanswered.join(', ')} or its twin: a longer BENCH_SECONDS measures it.`);
  const slowest = rows.reduce((a, b) => (!Number.isFinite(a.xStatic) || b.xStatic < a.xStatic ? b : a));
  const pagesMedian = median(rows.map((r) => r.rps));
  addFigure('pages.medianRps', pagesMedian);
  // Ratios as percentages: the history keeps one decimal.
  addFigure('pages.pctOfTwin', 100 * slowest.xStatic);
  addFigure('pages.pctOfTwinCpu', 100 * finiteMedian(rows.map((r) => r.xStaticCpu)));
  addFigure('pages.worstP99', Math.max(...rows.map((r) => r.p99)));
  addFigure('bare.rps', bareRun.rps);
  addTarget({
    target: `cached pages >= ${T.timesStatic}× Next's static file of the same bytes (slowest of ${rows.length})`,
    figure: `${fmt(slowest.xStatic, 2)}× (${slowest.route}, ${fmt(slowest.rps)} req/s)`,
    reference: `its twin ${fmt(slowest.twin.rps)} req/s; median ${fmt(finiteMedian(rows.map((r) => r.xStatic)), 2)}×, by CPU ${fmt(finiteMedian(rows.map((r) => r.xStaticCpu)), 2)}×`,
    ok: rows.every(ok),
  });
  addTarget({
    target: `${first.route} as a share of bare node:http sending the same bytes (information)`,
    figure: `${fmt((100 * first.rps) / bareRun.rps, 1)}%`,
    reference: `node:http ${fmt(bareRun.rps)} req/s`,
    ok: 'info',
  });
  const errors = rows.reduce((sum, r) => sum + r.errors + r.twin.errors, 0) + bareRun.errors;
  if (errors) addHardFailure(`page load runs: ${errors} errors`);
  return { rows, pagesMedian };
}

/** X-Cache-Status of one request through nginx, sent with the load's headers (nginx keeps one copy per Accept-Encoding). */
function cacheStatus(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (answer) => {
        answer.resume();
        answer.on('end', () => resolve(`${answer.statusCode} ${answer.headers['x-cache-status'] ?? 'no X-Cache-Status'}`));
      })
      .on('error', reject);
  });
}

/** `route` through nginx from its cache against nginx sending a static file of the same bytes, in `rounds` rounds. */
export async function benchBehindNginx({ portalUrl, route, html, load, rounds }) {
  const nginx = await startBenchNginx(new URL(portalUrl).port, { 'page.html': html, 'page.html.gz': zlib.gzipSync(html) });
  const title = `behind nginx: ${route} from its cache >= ${T.nginxTimesStatic}× nginx's static file of the same bytes`;
  if (nginx.skipped) {
    console.log(`\nBehind nginx: skipped (${nginx.skipped})`);
    addTarget({ target: title, figure: '', reference: nginx.skipped, ok: 'skipped' });
    return;
  }
  try {
    const connections = Math.min(load.connections, NGINX_CONNECTIONS_PER_CLIENT);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await cacheStatus(`${nginx.url}${route}`));
    const runs = [];
    for (let round = 0; round < rounds; round += 1) {
      const file = await loadSteady({ url: `${nginx.staticUrl}/page.html`, connections }, load);
      const page = await loadSteady({ url: `${nginx.url}${route}`, connections }, load);
      runs.push({ file, page });
    }
    const after = await cacheStatus(`${nginx.url}${route}`);
    const page = summarize(runs.map((r) => r.page));
    const file = summarize(runs.map((r) => r.file));
    const times = finiteMedian(runs.map((r) => ratio(r.page.rps, r.file.rps)));
    const ok = times >= T.nginxTimesStatic && page.errors + file.errors === 0;
    console.log(
      `\nBehind nginx (deploy/nginx/acap.conf.template, Debian's nginx, 1 worker): ${connections} connections (the template's limit per client address), ` +
        `${rounds} rounds of (a static file of ${route}'s HTML with its .gz beside it, then ${route} from nginx's cache); ` +
        `X-Cache-Status before the runs: ${statuses.join(', ')}; after: ${after}\n`,
    );
    printTable(
      ['what', 'KB', 'req/s', 'p99 ms', 'errors'],
      [
        [`nginx static file (gzip_static)`, fmt(file.kb, 1), fmt(file.rps), fmt(file.p99, 1), file.errors],
        [`${route} from nginx's cache`, fmt(page.kb, 1), fmt(page.rps), fmt(page.p99, 1), page.errors],
      ],
    );
    console.log(`${fmt(times, 2)}× the static file [target >= ${T.nginxTimesStatic}×: ${mark(ok)}]`);
    addFigure('nginx.rps', page.rps);
    addFigure('nginx.pctOfStatic', 100 * times);
    addTarget({
      target: `${title} (${connections} conn.)`,
      figure: `${fmt(times, 2)}× (${fmt(page.rps)} req/s, p99 ${fmt(page.p99, 1)} ms)`,
      reference: `static file ${fmt(file.rps)} req/s`,
      ok,
    });
    if (page.errors + file.errors) addHardFailure(`nginx load runs: ${page.errors + file.errors} errors`);
  } finally {
    await nginx.stop();
  }
}

/** Search addresses, each asking for something else: prefixes of the region's place names, pages and the open API in turn. */
function searchRequests(names) {
  let n = 0;
  const setupRequest = (request) => {
    const name = names[n % names.length];
    const q = encodeURIComponent(name.slice(0, 3 + ((n * 7) % Math.max(1, name.length - 2))));
    n += 1;
    return { ...request, path: n % 2 ? `/search?q=${q}` : `/api/v1/places?q=${q}` };
  };
  return [{ method: 'GET', setupRequest }];
}

/** The cached pages' p99 at the load's connections alone, then while CROWD_CONNECTIONS search at the same time. */
export async function benchSearchCrowd({ url, pages, load }) {
  const provinces = await (await fetch(`${url}/api/constants/provinces`)).json();
  const names = provinces.flatMap((p) => p.municipalities.map((m) => m.label));
  const pageLoad = { url, connections: load.connections, requests: pages.map((route) => ({ method: 'GET', path: route })) };
  const alone = await loadSteady(pageLoad, load);
  const crowd = await loadDuring({ url, connections: CROWD_CONNECTIONS, requests: searchRequests(names) }, () => loadSteady(pageLoad, load));
  const during = crowd.result;
  const ok = during.p99 <= T.crowdP99Ms && during.errors === 0;
  console.log(
    `\nSearch crowd: ${CROWD_CONNECTIONS} connections on /search?q= and /api/v1/places?q= (${names.length} place names cut to varied prefixes, at most 2 rendered at once) ` +
      `beside the ${pages.length} cached pages at ${load.connections} connections, ${load.seconds} s after ${load.warmUp} s:\n` +
      `  pages alone ${fmt(alone.rps)} req/s, median ${fmt(alone.median, 1)} ms, p99 ${fmt(alone.p99, 1)} ms; with the crowd ${fmt(during.rps)} req/s, ` +
      `median ${fmt(during.median, 1)} ms, p99 ${fmt(during.p99, 1)} ms, ${during.errors} errors [target p99 <= ${T.crowdP99Ms} ms: ${mark(ok)}]\n` +
      `  the crowd: ${fmt(crowd.rps)} answers/s, median ${fmt(crowd.median)} ms, p99 ${fmt(crowd.p99)} ms, ${crowd.non2xx} non-2xx (503 when more than 64 wait), ` +
      `${crowd.socketErrors + crowd.timeouts} socket errors or timeouts`,
  );
  addFigure('crowd.pagesP99', during.p99);
  addFigure('crowd.searchRps', crowd.rps);
  addTarget({
    target: `cached pages p99 <= ${T.crowdP99Ms} ms at ${load.connections} conn. while ${CROWD_CONNECTIONS} conn. search`,
    figure: `${fmt(during.p99, 1)} ms (${fmt(during.rps)} req/s)`,
    reference: `alone ${fmt(alone.p99, 1)} ms; searches ${fmt(crowd.rps)}/s, p99 ${fmt(crowd.p99)} ms`,
    ok,
  });
  if (alone.errors + during.errors) addHardFailure(`search crowd: ${alone.errors + during.errors} errors on the cached pages`);
  if (crowd.socketErrors + crowd.timeouts) addHardFailure(`search crowd: ${crowd.socketErrors + crowd.timeouts} socket errors or timeouts on searches`);
}
