import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a TypeScript file of the project in its own Node process, as the CLI does. */
export function spawnTs(file: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', file, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line that matches, or rejects when the process ends first. */
export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`process ended (${code}) before ${pattern}: ${output}`)));
  });
}

export function waitForExit(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
