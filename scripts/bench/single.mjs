// One instance on the embedded database: start-up, import of a full 10-day issue, the public pages
// under load beside two references measured in the same run (a static page of the same build, a bare
// node:http server), bulletins, and peak memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchBulletins } from './bulletins.mjs';
import { benchPageWeights } from './page-weight.mjs';
import { fmt, freePort, load, loadData, mark, median, peakRssMb, printTable, startPortal, stop, waitFor } from './common.mjs';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
const TARGETS = { ratioToStatic: 0.8, p99Ms: 50, rssMb: 600, secondStartMs: 5000, importMs: 5000 };

async function startBareServer() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = '<!doctype html><html lang="en"><title>ACAP</title><h1>Agro-Climatic Advisory Portal</h1></html>';
require('node:http').createServer((req, res) => { res.writeHead(200, {'content-type': 'text/html'}); res.end(body); }).listen(${port}, '127.0.0.1');`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { child, url };
}

export async function runSingle() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-'));
  try {
    const first = await startPortal({ dataDir });
    await stop(first.child);
    const portal = await startPortal({ dataDir });
    console.log(
      `\nStart-up: first start (migrate and seed) ${fmt(first.startMs)} ms; second start on the existing database ${fmt(portal.startMs)} ms [target < ${TARGETS.secondStartMs} ms: ${mark(portal.startMs < TARGETS.secondStartMs)}]`,
    );

    const imported = await loadData(portal.url);
    console.log(
      `\nImport of the full PAGASA 10-day issue (10 files, through the API): ${fmt(imported.importMs)} ms; ` +
        `${fmt(imported.rowsRead)} rows read (${fmt(imported.rowsRead / (imported.importMs / 1000))} rows/s), ${fmt(imported.rowsKept)} kept ` +
        `[target <= ${TARGETS.importMs} ms: ${mark(imported.importMs <= TARGETS.importMs)}]`,
    );

    // Fill the page cache the way the first visitors would.
    for (const route of [...PUBLIC_ROUTES, STATIC_ROUTE]) for (let i = 0; i < 2; i += 1) await fetch(`${portal.url}${route}`);

    // Warm the server (JIT, caches) so the first row measured is not the one that pays for it.
    for (const route of [STATIC_ROUTE, ...PUBLIC_ROUTES]) await autocannon({ url: `${portal.url}${route}`, connections: CONNECTIONS, duration: 2 });

    console.log(
      `\nLoad: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, on ${os.cpus().length} cores; each route ${ROUNDS} times, ` +
        `each time right after the static page; medians shown, p99 the worst run\n`,
    );
    const bare = await startBareServer();
    const bareFigures = await load({ url: bare.url, connections: CONNECTIONS, duration: SECONDS });
    await stop(bare.child);
    // Each route is measured right after the static page, in ROUNDS rounds; the ratio of each pair
    // cancels the drift of a long run (heap growth, the other core's load), and the median settles noise.
    const staticRuns = [];
    const rows = [];
    for (const route of PUBLIC_ROUTES) {
      const pairs = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const reference = await load({ url: `${portal.url}${STATIC_ROUTE}`, connections: CONNECTIONS, duration: SECONDS });
        const figures = await load({ url: `${portal.url}${route}`, connections: CONNECTIONS, duration: SECONDS });
        staticRuns.push(reference);
        pairs.push({ ...figures, ratio: figures.rps / reference.rps });
      }
      rows.push({
        route,
        kb: pairs[0].kb,
        rps: median(pairs.map((p) => p.rps)),
        p99: Math.max(...pairs.map((p) => p.p99)),
        errors: pairs.reduce((sum, p) => sum + p.errors, 0),
        ratio: median(pairs.map((p) => p.ratio)),
      });
    }
    const staticFigures = {
      kb: staticRuns[0].kb,
      rps: median(staticRuns.map((r) => r.rps)),
      p99: Math.max(...staticRuns.map((r) => r.p99)),
      errors: staticRuns.reduce((sum, r) => sum + r.errors, 0),
    };
    const rss = peakRssMb(portal.child.pid);
    await benchPageWeights(portal.url, [
      '/',
      '/weather-services/ten-day/laguna/city-of-calamba',
      '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
      '/bulletins',
      '/search?q=calamba',
      STATIC_ROUTE,
    ]);
    await benchBulletins(portal.url, imported.headers);
    const rssWithBulletins = peakRssMb(portal.child.pid);
    await stop(portal.child);

    const header = ['route', 'KB', 'req/s', 'p99 ms', 'errors', 'vs static', 'vs node:http', 'verdict'];
    const table = [
      ['node:http fixed page (reference)', fmt(bareFigures.kb, 1), fmt(bareFigures.rps), fmt(bareFigures.p99), bareFigures.errors, '', '1.000', ''],
      [
        `${STATIC_ROUTE} static page (reference)`,
        fmt(staticFigures.kb, 1),
        fmt(staticFigures.rps),
        fmt(staticFigures.p99),
        staticFigures.errors,
        '1.000',
        fmt(staticFigures.rps / bareFigures.rps, 3),
        '',
      ],
      ...rows.map((row) => {
        const ratio = row.ratio;
        const ok = ratio >= TARGETS.ratioToStatic && row.p99 <= TARGETS.p99Ms && row.errors === 0;
        return [row.route, fmt(row.kb, 1), fmt(row.rps), fmt(row.p99), row.errors, fmt(ratio, 3), fmt(row.rps / bareFigures.rps, 3), mark(ok)];
      }),
    ];
    printTable(header, table);
    console.log(
      `\nPeak RSS of the portal server: ${fmt(rss)} MB under page load, ${fmt(rssWithBulletins)} MB after the bulletins [target <= ${TARGETS.rssMb} MB: ${mark(rssWithBulletins <= TARGETS.rssMb)}]`,
    );
    console.log(`Targets per public route: >= ${TARGETS.ratioToStatic * 100}% of the static page's rate, p99 <= ${TARGETS.p99Ms} ms, no errors.`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
