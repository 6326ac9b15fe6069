#!/usr/bin/env node
// `npm run bench`: figures of the portal under load. Sections (single, cluster, growth and sms by default;
// one or more with `npm run bench -- --only=single,cluster,growth,sms,soak`):
//   single   one instance on the embedded database: start-up, import, cached public pages vs a static file
//            of the same bytes (from Next, and behind nginx from nginx), their p99 during a search crowd,
//            an uncached page, each public JSON read, bulletins, memory under load and after it
//   cluster  two instances on one PostgreSQL vs one embedded instance, a mix of pages and JSON reads
//   growth   the latest 10-day forecast of a municipality with a year of daily issuances stored
//   sms      50,000 farmers' numbers: a province batch's texts queued (<= 10 s) and sent, per database
//   soak     ten minutes of attacks mixed with ordinary traffic: no crash, heap after GC back within 10%
//            (ACAP_SOAK_SECONDS shortens it); only with --only, as it would more than double the default run
// Ends with one table of every target (figure, reference from the same run, ok / MISSED), appends the
// run's figures to bench-history.jsonl and shows the last runs. A MISSED target is only shown; the exit
// code is non-zero on hard failures (errors in load runs, bulletins not saved, a crash in the soak) and,
// as before, when the growth check misses its target.
// Knobs: BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARM_UP, BENCH_CONNECTIONS (single); BENCH_CLUSTER_SECONDS,
// BENCH_CLUSTER_CONNECTIONS; BENCH_GROWTH_DAYS, BENCH_GROWTH_READS; BENCH_PREVIEW_RUNS, BENCH_CHROMIUM_RUNS,
// BENCH_BATCH_CONCURRENCY; BENCH_SMS_SUBSCRIBERS; CHROME_PATH; NGINX_PATH; BENCH_DATABASE_URL.
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './lib/build.mjs';
import { runCluster } from './bench/cluster.mjs';
import { DIST_DIR } from './bench/common.mjs';
import { runGrowth } from './bench/growth.mjs';
import { startPostgres } from './bench/postgres.mjs';
import { KNOBS, runSingle } from './bench/single.mjs';
import { runSms } from './bench/sms.mjs';
import { runSoak, SOAK_DIST_DIR } from './bench/soak.mjs';
import { addHardFailure, addTarget, failures, finish } from './bench/summary.mjs';

const SECTIONS = ['single', 'cluster', 'growth', 'sms', 'soak'];
const DEFAULT_SECTIONS = ['single', 'cluster', 'growth', 'sms'];
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = values.only ? values.only.split(',').map((s) => s.trim()) : DEFAULT_SECTIONS;
const unknown = chosen.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`Unknown section ${unknown.join(', ')}: use --only= with ${SECTIONS.join(', ')}.`);
  process.exit(2);
}

if (chosen.includes('single') || chosen.includes('cluster')) buildIfNeeded(DIST_DIR);
// A build named by ACAP_SOAK_DIST_DIR is soaked as it is.
if (chosen.includes('soak') && SOAK_DIST_DIR === DIST_DIR) buildIfNeeded(DIST_DIR);
// Failures that end the run with a non-zero exit code besides the hard failures the sections record.
let growthMissed = false;
/** A section that throws (a server that stopped, a failed import) is a hard failure; the others still run and the summary is still printed. */
async function section(name, work) {
  try {
    await work();
  } catch (error) {
    console.error(`\n${name}: ${error.stack ?? error}`);
    addHardFailure(
      `${name}: ${String(error.message ?? error)
        .split('\n')[0]
        .slice(0, 120)}`,
    );
  }
}

if (chosen.includes('single')) await section('single', runSingle);

if (chosen.includes('cluster') || chosen.includes('growth') || chosen.includes('sms')) {
  const postgres = await startPostgres();
  if (!postgres.skipped) console.log(`\nPostgreSQL: ${postgres.label}`);
  // A throw-away server must not outlive an interrupted bench.
  const interrupted = async () => {
    await postgres.stop?.();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (chosen.includes('cluster')) await section('cluster', () => runCluster(postgres));
    if (chosen.includes('growth')) await section('growth', async () => (growthMissed = !(await runGrowth(postgres))));
    if (chosen.includes('sms')) await section('sms', () => runSms(postgres));
  } finally {
    await postgres.stop?.();
  }
}

if (chosen.includes('soak')) {
  let passed = false;
  await section('soak', async () => (passed = await runSoak()));
  addTarget({ target: 'soak: no crash, heap after GC back within 10%', figure: passed ? 'PASS' : 'FAIL', reference: '', ok: passed });
  if (!passed) addHardFailure('soak: the server crashed or its heap did not come back');
}

finish({ sections: chosen, knobs: KNOBS });
if (growthMissed) console.log('\nThe growth check is over its target: exit code 1.');
if (failures().length || growthMissed) process.exitCode = 1;
