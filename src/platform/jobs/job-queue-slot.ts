import 'server-only';
import type { PgBoss } from 'pg-boss';
import { processState } from '@/platform/process/process-state';

/** The process's one job queue, whichever route bundle asks. */
export const jobQueueSlot = () => processState('jobQueue', () => ({ boss: undefined as PgBoss | undefined }));
