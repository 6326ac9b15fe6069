import 'server-only';
import type { Pacer } from './pace-calls';

/** What every call to Semaphore needs: its API base with the version, the key (never logged), the sender name, the pace. */
export interface SemaphoreApi {
  baseUrl: string;
  apiKey: string;
  sender?: string;
  pacer: Pacer;
}
