// Two portal instances on one PostgreSQL under a mix of public pages and JSON reads, beside one
// instance on the embedded database under the same mix and the same number of connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { fmt, loadData, loadSteady, mark, printTable, startPortal, stop } from './common.mjs';
import { createDatabase } from './postgres.mjs';
import { addFigure, addHardFailure, addTarget } from './summary.mjs';

const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 30);
const WARM_UP = 10;
// The issue's target for the two instances on PostgreSQL; errors are a hard failure, a p99 over it is MISSED.
const P99_TARGET_MS = 100;
const PAGES = [
  '/',
  '/weather-services/ten-day/laguna',
  '/weather-services/ten-day/laguna/city-of-calamba',
  '/weather-services/seasonal/batangas',
  '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
  '/bulletins',
];
const API_READS = [
  '/api/constants/provinces',
  '/api/weather/tenday?province=laguna',
  '/api/weather/tenday?municipality=0403405000',
  '/api/weather/seasonal?province=batangas',
  '/api/calendar?province=laguna&crop=rice&mode=ten_day',
  '/api/recommendations?type=tenday&crop=rice',
];
// Values for the dynamic segments of the open API's routes: City of Calamba, Laguna, rice.
const SEGMENTS = { psgc: '0403405000', municipality: '0403405000', code: '0403405000', province: '0403400000', crop: 'rice', type: 'tenday', mode: 'ten_day' };

/** GET routes of the open API (src/app/api/v1), when it exists, with their dynamic segments filled in. */
export function openApiReads() {
  const base = path.join(ROOT, 'src/app/api/v1');
  if (!fs.existsSync(base)) return { reads: [], left: [] };
  const reads = [];
  const left = [];
  for (const file of fs.readdirSync(base, { recursive: true })) {
    if (path.basename(file) !== 'route.ts' || !/export const GET\b|export (async )?function GET\b/.test(fs.readFileSync(path.join(base, file), 'utf8')))
      continue;
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((s) => s !== '.' && !/^\(.*\)$/.test(s));
    const filled = segments.map((s) => (/^\[.*\]$/.test(s) ? SEGMENTS[s.replace(/^\[+\.*|\]+$/g, '')] : s));
    if (filled.some((s) => s === undefined)) left.push(`/api/v1/${segments.join('/')}`);
    else reads.push(`/api/v1${filled.length ? `/${filled.join('/')}` : ''}`);
  }
  return { reads: reads.sort(), left };
}

/** The issue's mix of public pages and JSON reads (the routes of this section's load). */
export function mixRoutes() {
  return [...PAGES, ...API_READS, ...openApiReads().reads];
}

/** Every route of the mix must answer 2xx (not a redirect) on every instance before the load starts; twice, to fill the page caches. */
async function checkRoutes(urls, routes) {
  for (const url of urls) {
    for (const route of routes) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetch(`${url}${route}`, { redirect: 'manual' });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${url}${route} answered ${answer.status} before the load`);
      }
    }
  }
}

async function runMix(urls, routes) {
  // One URL per instance: autocannon spreads the connections over them, and every connection cycles through the mix.
  const options = { url: urls, connections: CONNECTIONS, requests: routes.map((route) => ({ method: 'GET', path: route })) };
  return loadSteady(options, { warmUp: WARM_UP, seconds: SECONDS });
}

/** Returns whether every run (one embedded instance; two on PostgreSQL unless skipped) had no errors; a p99 over its target is reported, not failed. */
export async function runCluster(postgres) {
  const v1 = openApiReads();
  const routes = mixRoutes();
  const rows = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-single-'));
  try {
    const single = await startPortal({ dataDir });
    try {
      await loadData(single.url);
      await checkRoutes([single.url], routes);
      rows.push({ label: 'one instance, embedded database', ...(await runMix([single.url], routes)) });
    } finally {
      await stop(single.child);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (postgres.serverUrl) {
    const database = await createDatabase(postgres.serverUrl);
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-instance-')));
    const instances = [];
    try {
      // The first start migrates and seeds; the second finds the database ready.
      instances.push(await startPortal({ dataDir: dirs[0], databaseUrl: database.url }));
      instances.push(await startPortal({ dataDir: dirs[1], databaseUrl: database.url }));
      await loadData(instances[0].url);
      const urls = instances.map((i) => i.url);
      await checkRoutes(urls, routes);
      rows.push({ label: 'two instances, one PostgreSQL', target: true, ...(await runMix(urls, routes)) });
      for (const instance of instances) {
        if (instance.child.exitCode !== null) throw new Error(`an instance stopped during the load:\n${instance.errors()}`);
      }
    } finally {
      for (const instance of instances) await stop(instance.child);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  }

  console.log(
    `\nScale-out: autocannon, ${CONNECTIONS} connections in all (spread over the instances), ${SECONDS} s measured after a ${WARM_UP} s warm-up on the same connections, on ${os.cpus().length} cores ` +
      `shared by the instances, the database and autocannon; every connection cycles through ${routes.length} routes ` +
      `(${PAGES.length} public pages, ${API_READS.length + v1.reads.length} JSON reads${v1.reads.length ? ` of which ${v1.reads.length} under /api/v1` : ', no /api/v1 routes on disk'})\n`,
  );
  printTable(
    ['setup', 'req/s', 'median ms', 'p99 ms', 'requests', 'non-2xx', 'socket errors', 'timeouts', 'verdict'],
    rows.map((r) => [
      r.label,
      fmt(r.rps),
      fmt(r.median),
      fmt(r.p99),
      fmt(r.total),
      r.non2xx,
      r.socketErrors,
      r.timeouts,
      r.errors ? 'FAIL' : r.target ? mark(r.p99 <= P99_TARGET_MS) : 'ok',
    ]),
  );
  console.log(`Target (two instances on PostgreSQL): no errors, p99 <= ${P99_TARGET_MS} ms; the embedded instance is the reference, no errors.`);
  for (const r of rows.filter((r) => r.warmUpErrors > 0))
    console.log(`  ${r.label}: ${r.warmUpErrors} errors or timeouts during the warm-up, while the connections opened`);
  console.log('\nThe same runs per route, median / p99 ms of the answered requests:\n');
  printTable(
    ['route', ...rows.map((r) => r.label)],
    routes.map((route) => [
      route,
      ...rows.map((r) => {
        const figures = r.routes.find((x) => x.path === route);
        if (!figures) return 'no answer';
        const problems = [figures.non2xx && `${figures.non2xx} non-2xx`, figures.timeouts && `${figures.timeouts} timed out`].filter(Boolean);
        return `${figures.count ? `${fmt(figures.median)} / ${fmt(figures.p99)}` : 'no answer'}${problems.length ? `, ${problems.join(', ')}` : ''}`;
      }),
    ]),
  );
  if (v1.left.length) console.log(`  /api/v1 routes left out (no value for a segment): ${v1.left.join(', ')}`);
  if (!postgres.serverUrl) console.log(`  two instances on PostgreSQL: skipped (${postgres.skipped})`);

  const [single, pair] = rows;
  const title = `${routes.length}-route mix, 2 instances + PostgreSQL, ${CONNECTIONS} conn., ${SECONDS} s: 0 errors, p99 <= ${P99_TARGET_MS} ms`;
  if (pair) {
    addFigure('cluster.p99', pair.p99);
    addFigure('cluster.rps', pair.rps);
    addTarget({
      target: title,
      figure: `p99 ${fmt(pair.p99)} ms, ${pair.errors} errors, ${fmt(pair.rps)} req/s`,
      reference: `1 embedded instance: p99 ${fmt(single.p99)} ms, ${fmt(single.rps)} req/s`,
      ok: pair.errors === 0 && pair.p99 <= P99_TARGET_MS,
    });
  } else {
    addTarget({ target: title, figure: '', reference: `1 embedded instance: p99 ${fmt(single.p99)} ms`, ok: 'skipped' });
  }
  for (const r of rows.filter((r) => r.errors)) addHardFailure(`cluster, ${r.label}: ${r.errors} errors in the load run`);
  return rows.every((r) => r.errors === 0);
}
