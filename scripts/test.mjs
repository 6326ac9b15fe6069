#!/usr/bin/env node
// `npm test`: every check and every test (decision 070). In order:
//   1. the type-check, then the lint and the formatting check while the browser tests' build is made
//      (`next build` into .next-test, as the browser projects' global set-up would);
//   2. the unit and integration tests (one worker) side by side with the browser tests of the project
//      `e2e` (one file at a time, on the build of step 1): the browser tests mostly wait on a server and a
//      browser, so the two runs share CI's two cores instead of taking turns;
//   3. the project `e2e-database` alone (kills, restarts and two instances: the runs that time things).
// Each run's output is printed whole when it ends; the exit code is non-zero when any step failed.
// Arguments are passed to every vitest run (e.g. `npm test -- --bail=1`).
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/build.mjs';

const TEST_DIST_DIR = process.env.ACAP_E2E_DIST_DIR ?? '.next-test';
const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
const extra = process.argv.slice(2);

function runNow(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

/** Starts a command with its output kept; resolves with whether it passed and what it printed. */
function runKept(label, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ label, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const print = ({ label, output, seconds, ok }) => console.log(`\n▶ ${label} (${seconds} s, ${ok ? 'passed' : 'FAILED'})\n${output}`);

if (!runNow('type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.check.json'])) process.exit(1);
// The build runs in a child process of its own while this one lints and checks the formatting.
const building = runKept('build for the browser tests', process.execPath, [
  '--input-type=module',
  '-e',
  `import { build } from ${JSON.stringify(`${ROOT}/scripts/lib/build.mjs`)}; process.exit(build(${JSON.stringify(TEST_DIST_DIR)}, 'inherit').status ?? 1);`,
]);
const linted = runNow('lint', bin('eslint'), ['.', '--max-warnings', '0']) && runNow('formatting', bin('prettier'), ['--check', '.']);
const built = await building;
if (!built.ok || !linted) {
  if (!built.ok) print(built);
  process.exit(1);
}
console.log(`\n▶ build for the browser tests: ${built.seconds} s`);

const vitest = (projects, env = {}) =>
  runKept(`vitest ${projects.join(' ')}`, bin('vitest'), ['run', ...projects.flatMap((p) => ['--project', p]), ...extra], env);
const reuse = { ACAP_E2E_REUSE_BUILD: '1' };
const side = await Promise.all([
  runKept('vitest unit integration', bin('vitest'), ['run', '--project', 'unit', '--project', 'integration', '--maxWorkers=1', ...extra]),
  vitest(['e2e'], reuse),
]);
side.forEach(print);
const last = await vitest(['e2e-database'], reuse);
print(last);
process.exit([...side, last].every((run) => run.ok) ? 0 : 1);
