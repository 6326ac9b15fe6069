// Types of supervise.mjs for the TypeScript tests that drive it.
import type { SpawnOptions } from 'node:child_process';

export interface SupervisorTiming {
  firstDelayMs: number;
  maxDelayMs: number;
  stableMs: number;
  stopTimeoutMs: number;
}

export type LogLine = (level: number, msg: string, fields?: Record<string, unknown>) => void;

export const TIMING: SupervisorTiming;
export const logLine: LogLine;

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  processStart: string | null;
}

export function otherLockHolder(lockFile: string, ourPid: number | undefined): LockOwner | null;

export interface Supervisor {
  stop: (signal: NodeJS.Signals) => void;
  /** The supervisor's exit code: 0 after a clean stop. */
  done: Promise<number>;
  childPid: () => number | null;
}

export function supervise(options: {
  command: string;
  args: string[];
  options?: SpawnOptions;
  lockFile?: string | null;
  log?: LogLine;
  timing?: Partial<SupervisorTiming>;
}): Supervisor;
