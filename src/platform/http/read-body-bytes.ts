import 'server-only';
import { AppError } from '@/platform/errors/app-error';

/**
 * The request body, refused as soon as it is known to pass `maxBytes`: by its declared
 * Content-Length before reading anything, otherwise (chunked, or a length that lies) as soon as the
 * bytes read pass the cap, when the rest is left unread.
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
