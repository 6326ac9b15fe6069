import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '@/platform/errors/app-error';

interface LockOwner {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  /** Kernel start time of the process, so a recycled pid is not taken for the owner. */
  processStart: string | null;
}

export interface DataLock {
  file: string;
  release: () => void;
}

const LOCK_NAME = 'acap.lock';

function readProcessStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) follows the command name, which may itself hold spaces.
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true; // cannot tell: assume it is alive
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = readProcessStart(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function readOwner(file: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function describe(owner: LockOwner, dataDir: string): string {
  return (
    `The data folder ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.startedAt}). ` +
    'Only one process may open the embedded database: stop the portal first, or run this command against PostgreSQL (DATABASE_URL).'
  );
}

/**
 * Takes the data folder for this process alone. PGlite corrupts its files when two processes
 * open them, so a second process must fail before it touches the database.
 */
export function acquireDataLock(dataDir: string): DataLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    command:
      process.argv
        .slice(1, 3)
        .map((arg) => path.basename(arg))
        .join(' ') || 'node',
    startedAt: new Date().toISOString(),
    processStart: readProcessStart(process.pid),
  };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeFileSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      const release = () => {
        const current = readOwner(file);
        if (current?.pid === me.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return {
        file,
        release: () => {
          process.removeListener('exit', release);
          release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner?.pid === process.pid) {
        throw new AppError('DATA_FOLDER_LOCKED', `The data folder ${dataDir} is already open in this process.`);
      }
      if (owner && isAlive(owner)) {
        throw new AppError('DATA_FOLDER_LOCKED', describe(owner, dataDir), { details: { pid: owner.pid } });
      }
      // The owner died without cleaning up (a crash or SIGKILL): the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new AppError('DATA_FOLDER_LOCKED', `Could not take the lock on ${dataDir}: another process keeps taking it.`);
}
