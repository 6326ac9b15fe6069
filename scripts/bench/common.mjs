// What the bench sections share: ports, portal servers, the data they load, autocannon runs, figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, SERVER_NODE_OPTIONS, serverArgs, serverEnv } from '../lib/build.mjs';

export const DIST_DIR = '.next';
export const SHARED_DATA = path.resolve(ROOT, '../shared/data');
export const ADMIN = { email: 'bench-admin@example.ph', password: 'bench-admin-password' };
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, output = () => '') {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The production server of the bench build (serverArgs decides which), on the embedded database in `dataDir` or on `databaseUrl`. */
export async function startPortal({ dataDir, databaseUrl = '' }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS.split(' ').filter(Boolean), ...serverArgs(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serverEnv(),
      NODE_ENV: 'production',
      // The load comes from one address standing for many readers (a page crowd and a search crowd
      // at once exceed the per-client cap of scripts/serve.mjs); a value given to the bench wins.
      ACAP_CONNECTIONS_PER_CLIENT: process.env.ACAP_CONNECTIONS_PER_CLIENT ?? '1000',
      NEXT_TELEMETRY_DISABLED: '1',
      ACAP_DIST_DIR: DIST_DIR,
      ACAP_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ACAP_ADMIN_EMAIL: ADMIN.email,
      ACAP_ADMIN_PASSWORD: ADMIN.password,
      ACAP_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept so that a server that fails says why.
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/constants/region`, child, () => errors);
  return { child, url, startMs: performance.now() - started, errors: () => errors };
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The process and its descendants, by the parent pid in /proc/<pid>/stat (a process gone meanwhile is skipped). */
function processTree(pid) {
  const parents = new Map();
  for (const name of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      // The command name in parentheses may hold spaces: the fields that follow start after the last ')'.
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // exited while listed
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** A /proc/<pid>/status field (VmHWM, VmRSS) of a server, in MB: its process plus each child process, if any. */
function statusMb(pid, field) {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      kb += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited since
    }
  }
  return kb / 1024;
}

/**
 * Peak resident memory (VmHWM) of a server, in MB: of its process (worker threads included, they share
 * it) plus that of each child process, if any. The sum of the children's peaks may overstate a peak they
 * never reached together; it never understates one.
 */
export const peakRssMb = (pid) => statusMb(pid, 'VmHWM');

/** Resident memory (VmRSS) of a server and its child processes now, in MB. */
export const rssMb = (pid) => statusMb(pid, 'VmRSS');

/**
 * CPU time (user + system) a server and its child processes have used, in ms, from /proc/<pid>/stat in
 * clock ticks of 10 ms (USER_HZ is 100 on Linux). Unlike a rate, the CPU spent per request hardly moves
 * when other work shares the cores.
 */
export function cpuMs(pid) {
  let ticks = 0;
  for (const member of processTree(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${member}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited since
    }
  }
  return ticks * 10;
}

/** How many processes make up the server (1 when it has no children). */
export const processCount = (pid) => processTree(pid).length;

/**
 * What every load run sends, as the phones and browsers it stands for do: they all ask for compressed
 * answers, and the servers send them: Next compresses per request, nginx keeps Next's compressed answer.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const asBrowser = (options) => ({ ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });

/** One autocannon run. `errors` counts every answer that is not 2xx and every socket error (autocannon counts its timeouts among them). */
export async function load(options) {
  const result = await autocannon(asBrowser(options));
  const kb = result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, kb };
}

/**
 * One autocannon run of `warmUp + seconds`, figured over the requests sent after the warm-up only, in all
 * and per path of the `requests` list. Connections opened all at once onto a saturated server are
 * accepted one at a time, so the first requests of the last ones wait seconds in the accept queue (a
 * bare node:http server shows it too); the warm-up absorbs that, and the figures are those of established
 * connections, as from a load balancer. Errors during the warm-up are counted apart. With `cpuPid`, the
 * CPU that process spent over the same window, per answer.
 */
export async function loadSteady(options, { warmUp, seconds, cpuPid }) {
  const from = performance.now() + warmUp * 1000;
  const until = from + seconds * 1000;
  const cpu = {};
  const timers = cpuPid
    ? [setTimeout(() => (cpu.from = cpuMs(cpuPid)), warmUp * 1000), setTimeout(() => (cpu.until = cpuMs(cpuPid)), (warmUp + seconds) * 1000)]
    : [];
  const byPath = new Map();
  const totals = { times: [], answered: 0, bytes: 0, non2xx: 0, socketErrors: 0, timeouts: 0, warmUpErrors: 0 };
  const entry = (client) => {
    const path = client.requestIterator.currentRequest?.path ?? '';
    if (!byPath.has(path)) byPath.set(path, { times: [], non2xx: 0, timeouts: 0 });
    return byPath.get(path);
  };
  const setupClient = (client) => {
    // A timed-out request has no answer; its connection still knows which request it was, and when it was sent.
    client.on('timeout', () => {
      if (performance.now() - client.timeout < from) {
        totals.warmUpErrors += 1;
        return;
      }
      totals.timeouts += 1;
      entry(client).timeouts += 1;
    });
    client.on('connError', () => {
      if (performance.now() < from) totals.warmUpErrors += 1;
      else totals.socketErrors += 1;
    });
  };
  const instance = autocannon({ ...asBrowser(options), duration: warmUp + seconds, setupClient });
  instance.on('response', (client, status, bytes, ms) => {
    const now = performance.now();
    const failed = status < 200 || status > 299;
    if (now - ms < from) {
      if (failed) totals.warmUpErrors += 1;
      return;
    }
    if (now <= until) totals.answered += 1;
    totals.bytes += bytes;
    const figures = entry(client);
    figures.times.push(ms);
    totals.times.push(ms);
    if (failed) {
      figures.non2xx += 1;
      totals.non2xx += 1;
    }
  });
  await instance;
  for (const timer of timers) clearTimeout(timer);
  const { times, non2xx, socketErrors, timeouts } = totals;
  return {
    rps: totals.answered / seconds,
    cpuMsPerAnswer: cpu.until === undefined ? NaN : (cpu.until - cpu.from) / totals.answered,
    median: median(times),
    p99: percentile(times, 0.99),
    total: times.length,
    kb: times.length ? totals.bytes / times.length / 1024 : 0,
    non2xx,
    socketErrors,
    timeouts,
    errors: non2xx + socketErrors + timeouts,
    warmUpErrors: totals.warmUpErrors,
    routes: [...byPath].map(([path, r]) => ({
      path,
      count: r.times.length,
      median: median(r.times),
      p99: percentile(r.times, 0.99),
      non2xx: r.non2xx,
      timeouts: r.timeouts,
    })),
  };
}

/**
 * Load that lasts as long as `work()` does: autocannon with `options` (no duration) runs beside it and is
 * stopped when it ends. Returns what `work` returned and the load's figures over that time.
 */
export async function loadDuring(options, work) {
  const times = [];
  const counts = { non2xx: 0, socketErrors: 0, timeouts: 0 };
  const setupClient = (client) => {
    client.on('timeout', () => (counts.timeouts += 1));
    client.on('connError', () => (counts.socketErrors += 1));
  };
  const instance = autocannon({ ...asBrowser(options), duration: 24 * 3600, setupClient });
  instance.on('response', (_client, status, _bytes, ms) => {
    times.push(ms);
    if (status < 200 || status > 299) counts.non2xx += 1;
  });
  const started = performance.now();
  let result;
  try {
    result = await work();
  } finally {
    instance.stop();
    await instance;
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    result,
    seconds,
    rps: times.length / seconds,
    median: median(times),
    p99: percentile(times, 0.99),
    total: times.length,
    ...counts,
    errors: counts.non2xx + counts.socketErrors + counts.timeouts,
  };
}

/** The bench's admin signed in on `url`: the headers that carry the session. */
export async function signIn(url) {
  const answer = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!answer.ok) throw new Error(`signing in failed with ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return { authorization: `Bearer ${answer.headers.get('set-auth-token')}` };
}

/** Loads the real data the public pages show: the 10-day issue (timed), boundaries, a seasonal outlook and an advisory. */
export async function loadData(url) {
  const headers = await signIn(url);
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
  const writes = [await fetch(`${url}/api/boundaries`, { method: 'POST', headers, body: geo })];
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  writes.push(
    await fetch(`${url}/api/weather/seasonal/region`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        region: 'calabarzon',
        start: '2026-01',
        provinces: ['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal'].map((name, p) => ({
          name,
          months: months.map((mo, i) => ({ mo, val: 30 + (((p * 6 + i) * 17) % 120) })),
        })),
      }),
    }),
  );
  writes.push(
    await fetch(`${url}/api/weather/special`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        activeCyclone: true,
        name: 'Bench',
        bulletinNumber: '1',
        issuedAt: '2026-01-05T11:00:00+08:00',
        signals: [{ province: 'Quezon', signal: 'signal_number_2' }],
      }),
    }),
  );
  for (const write of writes) if (!write.ok) throw new Error(`loading ${write.url} failed with ${write.status}: ${(await write.text()).slice(0, 300)}`);
  return { importMs, rowsRead, rowsKept, headers };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
// A run with no answer has no median: shown as '-' rather than failing the whole section.
export const fmt = (n, digits = 0) => (!Number.isFinite(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }));
export const mark = (ok) => (ok ? 'ok' : 'MISSED');

export function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(header[i].length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
