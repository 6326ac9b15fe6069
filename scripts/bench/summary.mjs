// The end of a bench run: every target of the run in one table (figure, its reference measured in the
// same run, verdict), one JSON line per run appended to bench-history.jsonl, and the key figures of the
// last runs side by side, so a regression shows at a glance without digging through old logs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { fmt, printTable } from './common.mjs';

export const HISTORY_FILE = path.join(ROOT, 'bench-history.jsonl');
const HISTORY_RUNS = 5;

const targets = [];
const figures = {};
const hardFailures = [];

/**
 * One row of the summary. `ok`: true (ok), false (MISSED), or a word when there is no verdict to give
 * ('info', 'skipped', 'FAIL' for a hard failure).
 */
export function addTarget({ target, figure, reference = '', ok }) {
  targets.push({ target, figure, reference, verdict: ok === true ? 'ok' : ok === false ? 'MISSED' : ok });
}

/** A number kept in the history line of this run, under a stable key. */
export function addFigure(key, value) {
  if (Number.isFinite(value)) figures[key] = Math.round(value * 10) / 10;
}

/** Errors in load runs and the like: shown in the summary, and the bench exits non-zero. */
export function addHardFailure(message) {
  hardFailures.push(message);
}

export const failures = () => [...hardFailures];
export const missed = () => targets.filter((t) => t.verdict === 'MISSED').length;

/** The key figures of the history table: [key, column title, digits]. */
const KEY_FIGURES = [
  ['pages.medianRps', 'pages req/s', 0],
  ['pages.pctOfTwin', '% of static', 1],
  ['pages.pctOfTwinCpu', 'by CPU', 1],
  ['nginx.pctOfStatic', 'nginx % of static', 1],
  ['crowd.pagesP99', 'crowd p99', 1],
  ['bare.rps', 'node:http', 0],
  ['search.rps', 'search req/s', 0],
  ['json.worstRps', 'JSON min req/s', 0],
  ['cluster.p99', 'mix p99', 0],
  ['bulletins.tenday.median', '10-day ms', 0],
  ['batch.seconds', 'batch s', 1],
  ['batch.pageP99', 'batch page p99', 1],
  ['memory.peakMb', 'RSS MB', 0],
  ['memory.afterMb', 'RSS after', 0],
];

function git(args) {
  // --no-optional-locks: reading the status must not take the index lock of someone working in the same tree.
  const result = spawnSync('git', ['--no-optional-locks', ...args], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

function readHistory() {
  if (!fs.existsSync(HISTORY_FILE)) return [];
  return fs
    .readFileSync(HISTORY_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // a line cut short by an interrupted run
      }
    });
}

/** A figure of the last run in the history that has it, with that run's date and commit; undefined when none has. */
export function previousFigure(key) {
  const run = readHistory()
    .reverse()
    .find((r) => r.figures?.[key] !== undefined);
  return run && { value: run.figures[key], date: run.date.slice(0, 10), commit: run.commit };
}

/** Prints the summary and the history, and appends this run to the history. */
export function finish({ sections, knobs }) {
  console.log(`\n${'='.repeat(40)}\nSummary (${sections.join(', ')}; ${os.cpus().length} cores)\n`);
  const rows = targets.map((t) => [t.target, t.figure, t.reference, t.verdict]);
  for (const failure of hardFailures) rows.push([failure, '', '', 'FAIL']);
  printTable(['target', 'figure', 'reference (same run)', 'verdict'], rows);
  const missedCount = missed();
  console.log(
    `\n${targets.filter((t) => t.verdict === 'ok').length} ok, ${missedCount} MISSED, ${hardFailures.length} hard failures` +
      `${hardFailures.length ? ' (the bench exits non-zero)' : ''}`,
  );

  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  const run = {
    date: new Date().toISOString(),
    commit: `${commit}${dirty ? '+' : ''}`,
    sections,
    knobs,
    missed: missedCount,
    failures: hardFailures.length,
    figures,
  };
  const history = [...readHistory(), run];
  fs.appendFileSync(HISTORY_FILE, `${JSON.stringify(run)}\n`);

  const last = history.slice(-HISTORY_RUNS);
  const shown = KEY_FIGURES.filter(([key]) => last.some((r) => r.figures?.[key] !== undefined));
  console.log(`\nLast ${last.length} runs (${path.basename(HISTORY_FILE)}; commit + = uncommitted changes; knobs: seconds per run / rounds):\n`);
  printTable(
    ['date (UTC)', 'commit', 'knobs', ...shown.map(([, title]) => title), 'missed', 'fail'],
    last.map((r) => [
      r.date.slice(0, 16).replace('T', ' '),
      r.commit,
      r.knobs ? `${r.knobs.seconds}/${r.knobs.rounds}` : '',
      ...shown.map(([key, , digits]) => (r.figures?.[key] === undefined ? '-' : fmt(r.figures[key], digits))),
      r.missed ?? '',
      r.failures ?? '',
    ]),
  );
}
