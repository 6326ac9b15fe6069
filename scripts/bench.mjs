#!/usr/bin/env node
// `npm run bench`: start-up time and load figures of the public pages against `next start`, beside
// two references measured in the same run (a static page of the same build, a bare node:http server).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded, NEXT_BIN, ROOT, SERVER_NODE_OPTIONS } from './lib/build.mjs';

const DIST_DIR = '.next';
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
const SHARED_DATA = path.resolve(ROOT, '../shared/data');
const ADMIN = { email: 'bench-admin@example.ph', password: 'bench-admin-password' };
const STATIC_ROUTE = '/privacy';
const TARGETS = { ratioToStatic: 0.8, p99Ms: 50, rssMb: 600, secondStartMs: 5000, importMs: 5000, pdfMedianMs: 150, batchMs: 30_000 };

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startPortal(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS.split(' ').filter(Boolean), NEXT_BIN, 'start', '--port', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ACAP_DIST_DIR: DIST_DIR,
      ACAP_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ACAP_ADMIN_EMAIL: ADMIN.email,
      ACAP_ADMIN_PASSWORD: ADMIN.password,
      ACAP_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/constants/region`, child);
  return { child, url, startMs: performance.now() - started };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  const kb = result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0;
  return { rps: result.requests.average, p99: result.latency.p99, errors, kb };
}

async function startBareServer() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-e', `const body = '<!doctype html><html lang="en"><title>ACAP</title><h1>Agro-Climatic Advisory Portal</h1></html>';
require('node:http').createServer((req, res) => { res.writeHead(200, {'content-type': 'text/html'}); res.end(body); }).listen(${port}, '127.0.0.1');`],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, child);
  return { child, url };
}

/** Loads the real data the public pages show: the 10-day issue (timed), boundaries, a seasonal outlook and an advisory. */
async function loadData(url) {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(ADMIN) });
  const headers = { authorization: `Bearer ${signIn.headers.get('set-auth-token')}` };
  const upload = new FormData();
  for (let day = 1; day <= 10; day += 1) {
    const file = path.join(SHARED_DATA, 'pagasa-10day/2025-08-18', `day${day}.xlsx`);
    upload.append('excel-files[]', new Blob([fs.readFileSync(file)]), `day${day}.xlsx`);
  }
  const started = performance.now();
  const answer = await fetch(`${url}/api/weather/10day`, { method: 'POST', headers, body: upload });
  const importMs = performance.now() - started;
  const report = await answer.json();
  if (answer.status !== 201) throw new Error(`the 10-day import failed: ${JSON.stringify(report).slice(0, 300)}`);
  const rowsRead = report.files.reduce((sum, f) => sum + f.rowsRead, 0);
  const rowsKept = report.files.reduce((sum, f) => sum + f.rowsKept, 0);

  const geo = new FormData();
  for (const name of fs.readdirSync(path.join(SHARED_DATA, 'geo')).filter((n) => n.endsWith('.json'))) {
    geo.append('files', new Blob([fs.readFileSync(path.join(SHARED_DATA, 'geo', name))]), name);
  }
  await fetch(`${url}/api/boundaries`, { method: 'POST', headers, body: geo });
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  await fetch(`${url}/api/weather/seasonal/region`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ region: 'calabarzon', start: '2026-01', provinces: ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'].map((name, p) => ({ name, months: months.map((mo, i) => ({ mo, val: 30 + ((p * 6 + i) * 17) % 120 })) })) }),
  });
  await fetch(`${url}/api/weather/special`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ activeCyclone: true, name: 'Bench', bulletinNumber: '1', issuedAt: '2026-01-05T11:00:00+08:00', signals: [{ province: 'Quezon', signal: 'signal_number_2' }] }),
  });
  return { importMs, rowsRead, rowsKept, headers };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Bulletins: warm preview time per type, the same bulletin printed by Chromium, and a batch over the region. */
async function benchBulletins(url, headers) {
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
  console.log(`\nBulletins: warm preview through the API (compose + react-pdf render), 30 runs per type after 3 warm-up runs [target median <= ${TARGETS.pdfMedianMs} ms]`);
  for (const row of rows) console.log(`  ${row.label.padEnd(9)} median ${fmt(row.median)} ms, p95 ${fmt(row.p95)} ms [${mark(row.median <= TARGETS.pdfMedianMs)}]`);

  const created = await (await post('tenday', { ...calamba, operation: 'create' })).json();
  const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromiumPath)) {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
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
    console.log(`  reference: the same 10-day bulletin's HTML view printed by headless Chromium: median ${fmt(median(times))} ms; react-pdf is ${fmt(median(times) / tenday, 1)}× faster`);
  } else {
    console.log(`  reference: skipped, no Chromium at ${chromiumPath}`);
  }

  const places = (await (await fetch(`${url}/api/constants/provinces`)).json()).flatMap((p) => p.municipalities.map((m) => ({ province: p.label ?? p.name, municipality: m.id ?? m.psgc ?? m.label })));
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

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mark = (ok) => (ok ? 'ok' : 'MISSED');

buildIfNeeded(DIST_DIR);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-'));
try {
  const first = await startPortal(dataDir);
  await stop(first.child);
  const portal = await startPortal(dataDir);
  console.log(`\nStart-up: first start (migrate and seed) ${fmt(first.startMs)} ms; second start on the existing database ${fmt(portal.startMs)} ms [target < ${TARGETS.secondStartMs} ms: ${mark(portal.startMs < TARGETS.secondStartMs)}]`);

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
  const bareFigures = await load(bare.url);
  await stop(bare.child);
  // Each route is measured right after the static page, in ROUNDS rounds; the ratio of each pair
  // cancels the drift of a long run (heap growth, the other core's load), and the median settles noise.
  const staticRuns = [];
  const rows = [];
  for (const route of PUBLIC_ROUTES) {
    const pairs = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const reference = await load(`${portal.url}${STATIC_ROUTE}`);
      const figures = await load(`${portal.url}${route}`);
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
  await benchBulletins(portal.url, imported.headers);
  const rssWithBulletins = peakRssMb(portal.child.pid);
  await stop(portal.child);

  const header = ['route', 'KB', 'req/s', 'p99 ms', 'errors', 'vs static', 'vs node:http', 'verdict'];
  const table = [
    ['node:http fixed page (reference)', fmt(bareFigures.kb, 1), fmt(bareFigures.rps), fmt(bareFigures.p99), bareFigures.errors, '', '1.000', ''],
    [`${STATIC_ROUTE} static page (reference)`, fmt(staticFigures.kb, 1), fmt(staticFigures.rps), fmt(staticFigures.p99), staticFigures.errors, '1.000', fmt(staticFigures.rps / bareFigures.rps, 3), ''],
    ...rows.map((row) => {
      const ratio = row.ratio;
      const ok = ratio >= TARGETS.ratioToStatic && row.p99 <= TARGETS.p99Ms && row.errors === 0;
      return [row.route, fmt(row.kb, 1), fmt(row.rps), fmt(row.p99), row.errors, fmt(ratio, 3), fmt(row.rps / bareFigures.rps, 3), mark(ok)];
    }),
  ];
  const widths = header.map((_, i) => Math.max(header[i].length, ...table.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  console.log(`\nPeak RSS of the portal server: ${fmt(rss)} MB under page load, ${fmt(rssWithBulletins)} MB after the bulletins [target <= ${TARGETS.rssMb} MB: ${mark(rssWithBulletins <= TARGETS.rssMb)}]`);
  console.log(`Targets per public route: >= ${TARGETS.ratioToStatic * 100}% of the static page's rate, p99 <= ${TARGETS.p99Ms} ms, no errors.`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
