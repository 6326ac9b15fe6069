import 'server-only';
import { AppError } from '@/platform/errors/app-error';
import { readBodyBytes } from './read-body-bytes';

/**
 * A multipart (or url-encoded) form, read only up to `maxBytes`: `request.formData()` alone would
 * buffer whatever a client sends before any size check could run.
 */
export async function readFormData(request: Request, maxBytes: number, options: { tooLarge: string; notAForm: string }): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes, options.tooLarge);
  try {
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new AppError('BAD_REQUEST', options.notAForm);
  }
}
