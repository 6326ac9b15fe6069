// Types of build.mjs for the TypeScript tests that build and start the portal as `npm start` does.
import type { SpawnSyncReturns } from 'node:child_process';

export const ROOT: string;
export const SERVER_NODE_OPTIONS: string;
export const SERVER_SCRIPT: string;
export function whyBuild(distDir: string): string | null;
export function buildIfNeeded(distDir: string): void;
export function build(distDir: string, stdio?: 'inherit' | 'pipe'): SpawnSyncReturns<string>;
export function serverEnv(): Record<string, string>;
export function serverArgs(port: number | string): string[];
