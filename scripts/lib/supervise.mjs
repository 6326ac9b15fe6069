// Keeps the portal server running under `npm start`: a crash, a heap-limit abort or the OOM killer's
// SIGKILL is followed by a restart, with a growing pause when it keeps failing. SIGTERM/SIGINT to
// the supervisor stop the server gracefully and are the only way to end it. See docs/decisions/020.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const TIMING = {
  // A first restart after 1 s: the server takes a few seconds to start, so it answers again well
  // within 10 s, and a loop that fails at once cannot spin the machine.
  firstDelayMs: 1000,
  // Doubling up to 5 s and then trying every 5 s forever. Giving up would leave the portal down
  // until someone notices (the incident behind this); whatever made it fail (a full disk, an
  // unreachable PostgreSQL, a bad deploy) is usually fixed by someone while it keeps trying, and the
  // portal should be back within seconds of the fix, not half a minute (issue 31). A failing start
  // every 5 s costs a few seconds of one core: cheap beside a warning service left down.
  maxDelayMs: 5_000,
  // A server that stayed up this long was serving, not crash-looping: its crash restarts after 1 s.
  stableMs: 120_000,
  // The server drains requests for up to 20 s, then closes the database (decision 014).
  stopTimeoutMs: 30_000,
};

/** One JSON line on standard output, shaped like the server's pino lines (30 info, 40 warn, 50 error, 60 fatal). */
export function logLine(level, msg, fields = {}) {
  const line = { level, time: Date.now(), service: 'acap', name: 'supervisor', pid: process.pid, hostname: os.hostname(), ...fields, msg };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function processStart(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * The owner named in the data folder's lock file when it is a live process other than `ourPid`,
 * else null. The same test as src/platform/db/acquire-data-lock.ts, which refuses such a folder.
 */
export function otherLockHolder(lockFile, ourPid) {
  let owner;
  try {
    owner = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  } catch {
    return null; // no lock (the server removes it on exit) or a half-written one
  }
  if (!owner || typeof owner.pid !== 'number' || owner.pid === ourPid) return null;
  if (owner.host !== os.hostname()) return owner; // the server cannot tell either, and refuses
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return null;
  }
  const start = processStart(owner.pid);
  return owner.processStart == null || start == null || start === owner.processStart ? owner : null;
}

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

// What a signal usually means for a Node server that did not catch it.
const SIGNAL_CAUSES = {
  SIGKILL: 'killed (SIGKILL): the kernel’s OOM killer or an operator',
  SIGABRT: 'aborted (SIGABRT): most often the JavaScript heap limit',
  SIGSEGV: 'crashed in native code (SIGSEGV)',
};
const KEPT_ERROR_CHARS = 2000;

/** Why the server ended, for the restart's log line: its last error lines, else what its signal means. */
function causeOf(errorTail, code, signal) {
  const lines = errorTail
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > 0) return lines.slice(-3).join(' | ').slice(-500);
  return (signal && SIGNAL_CAUSES[signal]) ?? (signal ? `ended by ${signal}` : `exit code ${code}, nothing written to standard error`);
}
const inSeconds = (ms) => `${ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000)} s`;

/**
 * Runs `command` and starts it again whenever it ends, until `stop(signal)` is called.
 * `lockFile` (the embedded database's `acap.lock`, null on PostgreSQL) lets it tell a second portal
 * on the same data folder from a crash. `done` resolves with the exit code for the supervisor.
 */
export function supervise({ command, args, options, lockFile = null, log = logLine, timing = {} }) {
  const { firstDelayMs, maxDelayMs, stableMs, stopTimeoutMs } = { ...TIMING, ...timing };
  let child = null;
  let restartTimer = null;
  let stopping = false;
  let stopSignal = null;
  let starts = 0;
  let quickExits = 0; // exits in a row of servers that did not reach `stableMs`
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const start = () => {
    restartTimer = null;
    starts += 1;
    const startedAt = Date.now();
    // Standard error passes through as it comes, and its tail is kept: the cause of a crash is
    // logged with the restart (a stack trace, "Reached heap limit", a configuration message).
    const passThrough = options?.stdio === 'inherit';
    const server = spawn(command, args, passThrough ? { ...options, stdio: ['inherit', 'inherit', 'pipe'] } : options);
    child = server;
    let errorTail = '';
    server.stderr?.on('data', (chunk) => {
      if (passThrough) process.stderr.write(chunk);
      errorTail = (errorTail + chunk.toString('utf8')).slice(-KEPT_ERROR_CHARS);
    });
    let ended = false;
    const onEnd = (code, signal) => {
      if (ended) return; // a failed spawn may report both 'error' and 'exit'
      ended = true;
      child = null;
      onExit(server.pid, code, signal, Date.now() - startedAt, causeOf(errorTail, code, signal));
    };
    server.once('exit', onEnd);
    server.once('error', (error) => {
      log(50, `could not start the portal server: ${error.message}`);
      onEnd(null, null);
    });
    if (server.pid) log(30, starts === 1 ? 'portal server started' : 'portal server restarted', { childPid: server.pid, restart: starts - 1 });
  };

  const onExit = (pid, code, signal, ranMs, cause) => {
    if (stopping) {
      // Ended by the signal it was sent (still starting, before the portal's own handler): stopped as
      // asked. A non-zero code is the server saying its stop was not clean (decision 014), or SIGKILL.
      const clean = code === 0 || signal === stopSignal || code === 128 + os.constants.signals[stopSignal];
      log(clean ? 30 : 50, `portal server stopped (${describeExit(code, signal)})`, { childPid: pid, code, signal });
      finish(clean ? 0 : 1);
      return;
    }
    // Another live portal holds the data folder: this is a second `npm start` on it, a mistake
    // retrying cannot fix (and a standby racing for the folder would be worse). Only on the first
    // start: once this supervisor has served, a process that took the folder while the server was
    // down (an operator's backup or restore) is waited out like any other failure.
    const holder = starts === 1 && lockFile ? otherLockHolder(lockFile, pid) : null;
    if (holder) {
      log(
        60,
        `not starting: the data folder is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}); stop that portal first, or give this one its own ACAP_DATA_DIR`,
        {
          holderPid: holder.pid,
          lockFile,
        },
      );
      finish(1);
      return;
    }
    if (ranMs >= stableMs) quickExits = 0;
    const delayMs = Math.min(firstDelayMs * 2 ** quickExits, maxDelayMs);
    quickExits += 1;
    // Exiting 0 unasked (someone signalled the server itself) is still the portal going away.
    const what = code === 0 ? 'exited (code 0) without being asked to stop' : `exited (${describeExit(code, signal)})`;
    log(code === 0 ? 40 : 50, `portal server ${what} after ${inSeconds(ranMs)}; restarting in ${inSeconds(delayMs)}`, {
      childPid: pid,
      code,
      signal,
      uptimeSeconds: Math.round(ranMs / 1000),
      restart: starts,
      delayMs,
      cause,
    });
    restartTimer = setTimeout(start, delayMs);
  };

  const stop = (signal) => {
    // A terminal's Ctrl-C reaches the server too; a repeated signal changes nothing.
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    if (!child) {
      clearTimeout(restartTimer);
      log(30, `${signal} between restarts: stopped`, { signal });
      finish(0);
      return;
    }
    const server = child;
    log(30, `${signal}: stopping the portal server`, { childPid: server.pid, signal });
    server.kill(signal);
    const killTimer = setTimeout(() => {
      log(50, `the portal server did not stop within ${inSeconds(stopTimeoutMs)}; killing it`, { childPid: server.pid });
      server.kill('SIGKILL');
    }, stopTimeoutMs);
    server.once('exit', () => clearTimeout(killTimer));
  };

  start();
  return { stop, done, childPid: () => child?.pid ?? null };
}
