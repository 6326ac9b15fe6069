import 'server-only';
import { AppError } from './app-error';

const MAX_JSON_BYTES = 1_000_000;

/** The request's JSON body, refused with a clear message when too large or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}
