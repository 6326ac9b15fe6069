import 'server-only';
import { processState } from '@/platform/process/process-state';

// The newest public data generation this process knows of: from its own committed writes, and on
// PostgreSQL from the row itself, read every second (watch-public-data-generation.ts).
const known = () => processState('public-data-generation', () => ({ generation: 0 }));

/** The generation every memo of this process compares what it kept against. */
export function knownGeneration(): number {
  return known().generation;
}

/** Takes a generation read from the database: any other value than the known one is newer data. */
export function learnGeneration(generation: number): void {
  known().generation = generation;
}
