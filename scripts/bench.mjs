#!/usr/bin/env node
// `npm run bench`: figures of the portal under load. Sections (single, cluster and growth by default;
// one or more with `npm run bench -- --only=single,cluster,growth,soak`):
//   single   one instance on the embedded database: start-up, import, public pages vs static, bulletins, memory
//   cluster  two instances on one PostgreSQL vs one embedded instance, a mix of pages and JSON reads
//   growth   the latest 10-day forecast of a municipality with a year of daily issuances stored
//   soak     ten minutes of attacks mixed with ordinary traffic: no crash, heap after GC back within 10%
//            (ACAP_SOAK_SECONDS shortens it); only with --only, as it would more than double the default run
// Exits non-zero when the cluster run has errors, the growth check misses its target or the soak fails.
import { parseArgs } from 'node:util';
import { buildIfNeeded } from './lib/build.mjs';
import { runCluster } from './bench/cluster.mjs';
import { DIST_DIR } from './bench/common.mjs';
import { runGrowth } from './bench/growth.mjs';
import { startPostgres } from './bench/postgres.mjs';
import { runSingle } from './bench/single.mjs';
import { runSoak, SOAK_DIST_DIR } from './bench/soak.mjs';

const SECTIONS = ['single', 'cluster', 'growth', 'soak'];
const DEFAULT_SECTIONS = ['single', 'cluster', 'growth'];
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
const failures = [];
if (chosen.includes('single')) await runSingle();

if (chosen.includes('cluster') || chosen.includes('growth')) {
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
    if (chosen.includes('cluster') && !(await runCluster(postgres))) failures.push('FAIL: the load runs had errors');
    if (chosen.includes('growth') && !(await runGrowth(postgres))) failures.push('MISSED: the growth check is over its target');
  } finally {
    await postgres.stop?.();
  }
}

if (chosen.includes('soak') && !(await runSoak())) failures.push('FAIL: the soak crashed the server or its heap did not come back');

for (const failure of failures) console.log(`\n${failure}`);
if (failures.length) process.exitCode = 1;
