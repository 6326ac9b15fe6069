// SMS check: a phonebook of BENCH_SMS_SUBSCRIBERS numbers (50,000 by default) for Laguna's rice, the
// texts of a province batch queued as an approval queues them, then sent through a gateway that answers
// at once, on the embedded database and on PostgreSQL. Queueing must take at most 10 s; sending is
// shown against what a gateway allows, so the figure says whether the portal or the provider is the limit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { fmt, mark, printTable } from './common.mjs';
import { createDatabase } from './postgres.mjs';
import { addFigure, addTarget } from './summary.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_SMS_SUBSCRIBERS ?? 50_000);
const QUEUE_TARGET_S = 10;
// Semaphore's published limit for its send route is 120 calls a minute of up to 1,000 numbers each.
const SEMAPHORE_TEXTS_PER_SECOND = (120 * 1000) / 60;

function measure(env) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/bench/sms-queue.mjs', String(SUBSCRIBERS)], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ACAP_DEMO_DATA: 'off', ACAP_DATA_KEY: '6b'.repeat(32), ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`the SMS check failed:\n${child.stderr.slice(-3000)}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

/** `postgres` is the server from startPostgres(), or its `{ skipped }`. */
export async function runSms(postgres) {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-bench-sms-'));
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
    `\nSMS: ${fmt(SUBSCRIBERS)} numbers for Laguna's rice; a province batch (every town, English and Tagalog) queued in one transaction ` +
      `[target <= ${QUEUE_TARGET_S} s], then sent through a gateway that answers at once (the portal's own cost) ` +
      `beside Semaphore's limit of ${fmt(SEMAPHORE_TEXTS_PER_SECOND)} texts/s\n`,
  );
  printTable(
    ['database', 'bulletins', 'texts queued', 'queue s', 'texts sent', 'send s', 'texts/s', 'vs Semaphore limit', 'queue target'],
    results.map((r) => {
      const rate = r.sent / (r.sendMs / 1000);
      return [
        r.label,
        fmt(r.bulletins),
        fmt(r.queued),
        fmt(r.queueMs / 1000, 2),
        fmt(r.sent),
        fmt(r.sendMs / 1000, 1),
        fmt(rate),
        `${fmt(rate / SEMAPHORE_TEXTS_PER_SECOND, 1)}x`,
        mark(r.queueMs / 1000 <= QUEUE_TARGET_S),
      ];
    }),
  );
  for (const r of results) {
    const rate = r.sent / (r.sendMs / 1000);
    addFigure(`sms.${r.kind}.queue_s`, r.queueMs / 1000);
    addFigure(`sms.${r.kind}.texts_per_s`, rate);
    addTarget({
      target: `SMS ${r.label}: ${fmt(r.queued)} texts of a province batch queued <= ${QUEUE_TARGET_S} s`,
      figure: `${fmt(r.queueMs / 1000, 2)} s`,
      reference: `${fmt(r.bulletins)} bulletins`,
      ok: r.queueMs / 1000 <= QUEUE_TARGET_S && r.queued === r.subscribers,
    });
    addTarget({
      target: `SMS ${r.label}: the portal sends faster than the gateway allows`,
      figure: `${fmt(rate)} texts/s`,
      reference: `Semaphore ${fmt(SEMAPHORE_TEXTS_PER_SECOND)}/s`,
      ok: r.sentRows === r.subscribers && rate >= SEMAPHORE_TEXTS_PER_SECOND,
    });
  }
}
