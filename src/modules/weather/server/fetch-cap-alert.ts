import 'server-only';
import { MAX_CAP_BYTES } from '@/modules/exchange/rules/feeds/read-cap-alert';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
/** Plain http is for a test's server on this machine only; every other host is asked over https. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface FetchOptions {
  /** `ACAP_CAP_IMPORT_HOSTS` unless given. */
  hosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

/** The address, if the portal may fetch it: http(s), no credentials, a listed host (by name, or name and port). */
function allowedUrl(address: string, hosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new AppError('BAD_REQUEST', 'url: not an address.');
  }
  if (url.username || url.password) throw new AppError('BAD_REQUEST', 'url: an address with a user name or password is not fetched.');
  const host = url.hostname.toLowerCase();
  if (!hosts.includes(host) && !hosts.includes(url.host.toLowerCase())) {
    throw new AppError('BAD_REQUEST', `The host ${host} is not one the portal imports CAP alerts from (ACAP_CAP_IMPORT_HOSTS: ${hosts.join(', ')}).`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(host))) {
    throw new AppError('BAD_REQUEST', `url: CAP alerts are fetched over https only; ${url.protocol.replace(':', '')} was given.`);
  }
  return url;
}

/** The body, read as it arrives and refused as soon as it passes `maxBytes`. */
async function readCapped(response: Response, host: string, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The alert at ${host} is larger than ${maxBytes / 1024 / 1024} MB and was refused.`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function unreachable(error: unknown, host: string, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new AppError('BAD_REQUEST', `${host} did not send the alert within ${timeoutMs / 1000} s.`);
  const cause = error instanceof Error && error.cause instanceof Error ? ((error.cause as Error & { code?: string }).code ?? error.cause.message) : null;
  return new AppError('BAD_REQUEST', `The portal could not reach ${host}${cause ? ` (${cause})` : ''}.`);
}

/**
 * Fetches a CAP alert for import (decision 062) from a host listed in `ACAP_CAP_IMPORT_HOSTS` only (an
 * empty list turns URL import off), over https (http for 127.0.0.1 and localhost alone), within 10 s and
 * 1 MB read as it streams. Redirects are followed only within the same host, at most three.
 */
export async function fetchCapAlert(address: string, options: FetchOptions = {}): Promise<Uint8Array> {
  const hosts = (options.hosts ?? getEnv().ACAP_CAP_IMPORT_HOSTS).map((host) => host.toLowerCase());
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_CAP_BYTES;
  if (hosts.length === 0) {
    throw new AppError('BAD_REQUEST', 'Importing CAP alerts from an address is off: ACAP_CAP_IMPORT_HOSTS lists no host. Upload the alert file instead.');
  }
  let url = allowedUrl(address, hosts);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(url, { redirect: 'manual', signal, headers: { accept: 'application/cap+xml, application/xml, text/xml;q=0.9' } });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location ? new URL(location, url) : null;
        if (next?.host !== url.host || next.protocol !== url.protocol || hop >= MAX_REDIRECTS) {
          throw new AppError(
            'BAD_REQUEST',
            `${url.hostname} answered with a redirect${next ? ` to ${next.hostname}` : ''}; only redirects within the same host are followed. Give the alert's own address.`,
          );
        }
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AppError('BAD_REQUEST', `${url.hostname} answered ${response.status} for the alert's address.`);
      }
      return await readCapped(response, url.hostname, maxBytes);
    }
  } catch (error) {
    throw unreachable(error, url.hostname, timeoutMs);
  }
}
