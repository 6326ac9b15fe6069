// Growth check: the latest 10-day forecast of a municipality, read through the service the API uses,
// once a year of daily issuances is stored, on the embedded database and on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { fmt, mark, median, percentile, printTable } from './common.mjs';
import { createDatabase } from './postgres.mjs';
import { addFigure, addTarget } from './summary.mjs';

const DAYS = Number(process.env.BENCH_GROWTH_DAYS ?? 365);
const READS = Number(process.env.BENCH_GROWTH_READS ?? 500);
const TARGET_MS = 20;

function measure(env) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench/growth-read.mjs', String(DAYS), String(READS)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ACAP_DEMO_DATA: 'on', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the growth check failed:\n${child.stderr.slice(-3000)}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** The index lines of a plan, e.g. "Index Scan Backward using weather_issuance_latest_idx". */
const planSummary = (plan) =>
  plan
    .map((line) => /(Index Scan(?: Backward)?|Index Only Scan|Bitmap Index Scan|Seq Scan)(?: using (\S+))? on (\S+)/.exec(line))
    .filter(Boolean)
    .map(([, scan, index, table]) => `${scan}${index ? ` ${index}` : ''} on ${table}`)
    .concat(plan.filter((line) => line.startsWith('Execution Time')).map((line) => line.toLowerCase()))
    .join(', ');

/** `postgres` is the server from startPostgres(), or its `{ skipped }`. Returns whether every database met the target. */
export async function runGrowth(postgres) {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-growth-'));
  try {
    results.push({ label: 'embedded (PGlite)', ...measure({ ACAP_DATA_DIR: dataDir, DATABASE_URL: '' }) });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgres.serverUrl) {
    const database = await createDatabase(postgres.serverUrl);
    try {
      results.push({ label: 'PostgreSQL', ...measure({ DATABASE_URL: database.url }) });
    } finally {
      await database.drop();
    }
  }

  console.log(
    `\nGrowth: latest 10-day forecast of one municipality through getTenDayOutlook (the service behind GET /api/weather/tenday), ` +
      `${READS} reads over random municipalities after 50 warm-up reads; first with one issuance stored, then with ${DAYS} daily issuances; ` +
      `wall time, and CPU time of this process and its PostgreSQL backends [target p99 <= ${TARGET_MS} ms]; load average ${os
        .loadavg()
        .map((n) => fmt(n, 1))
        .join(' ')} on ${os.cpus().length} cores\n`,
  );
  const p99 = (values) => percentile(values, 0.99);
  const rows = results.map((r) => [
    r.label,
    fmt(r.issuances),
    fmt(r.values),
    `${fmt(r.loadMs / 1000, 1)} s`,
    `${fmt(median(r.first.wall), 1)} / ${fmt(p99(r.first.wall), 1)}`,
    `${fmt(median(r.year.wall), 1)} / ${fmt(p99(r.year.wall), 1)} / ${fmt(Math.max(...r.year.wall), 1)}`,
    `${fmt(median(r.year.cpu), 1)} / ${fmt(p99(r.year.cpu), 1)}${r.kind === 'postgres' && !r.serverCpu ? ' (client only)' : ''}`,
    mark(p99(r.year.wall) <= TARGET_MS),
  ]);
  printTable(
    [
      'database',
      'issuances',
      'tenday_value rows',
      'set-based load',
      '1 issuance: median / p99 ms',
      `${DAYS} issuances: median / p99 / max ms`,
      'the same, CPU: median / p99 ms',
      'verdict',
    ],
    rows,
  );
  const busy = os.loadavg()[0] > os.cpus().length;
  for (const r of results.filter((r) => p99(r.year.wall) > TARGET_MS && p99(r.year.cpu) <= TARGET_MS && busy)) {
    console.log(
      `  ${r.label}: a read costs ${fmt(p99(r.year.cpu), 1)} ms of CPU at p99; the rest of its wall time was waiting for one of ${os.cpus().length} busy cores (load average ${fmt(os.loadavg()[0], 1)}): measure on a quiet machine.`,
    );
  }
  if (!postgres.serverUrl) console.log(`PostgreSQL: skipped (${postgres.skipped})`);
  for (const r of results) {
    console.log(`  plans on ${r.label}: latest issuance: ${planSummary(r.latestPlan)}; its values for one place: ${planSummary(r.valuesPlan)}`);
  }
  for (const r of results) {
    const key = r.kind === 'postgres' ? 'postgres' : 'embedded';
    addFigure(`growth.${key}.p99`, p99(r.year.wall));
    addTarget({
      target: `growth: latest 10-day read, ${r.label}, ${DAYS} issuances: p99 <= ${TARGET_MS} ms`,
      figure: `${fmt(p99(r.year.wall), 1)} ms`,
      reference: `1 issuance ${fmt(p99(r.first.wall), 1)} ms`,
      ok: p99(r.year.wall) <= TARGET_MS,
    });
  }
  return results.every((r) => p99(r.year.wall) <= TARGET_MS);
}
