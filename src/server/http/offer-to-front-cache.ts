import 'server-only';
import { CACHED_READ_MAX_AGE_MS, PUBLIC_DATA_TAG } from '@/domain/site/cached-reads';

interface Capture {
  answer: { body: Buffer; tags: string[]; maxAgeMs: number; startedAt: number } | null;
}
interface CacheState {
  capture: { getStore(): Capture | undefined };
}

/**
 * Hands a public read's answer to the front cache of the server (front/front-cache.cjs), which keeps
 * it for the next callers until public data changes. Outside that server (tests, the CLI) there is
 * no capture and nothing happens.
 */
export async function offerToFrontCache(answer: Response): Promise<void> {
  const state = (globalThis as { [key: symbol]: CacheState | undefined })[Symbol.for('acap.cacheState')];
  const capture = state?.capture.getStore();
  if (!capture || answer.status !== 200) return;
  const body = Buffer.from(await answer.clone().arrayBuffer());
  capture.answer = { body, tags: [PUBLIC_DATA_TAG], maxAgeMs: CACHED_READ_MAX_AGE_MS, startedAt: Date.now() };
}
