import 'server-only';
import { readUploadForm, type UploadOptions } from './read-upload-form';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';

/**
 * Reads the files of a multipart form field, refusing oversized requests before buffering them.
 * Accepts `name` and `name[]`, as existing clients send either.
 */
export async function readUploadedFiles(request: Request, options: UploadOptions): Promise<UploadedFile[]> {
  return (await readUploadForm(request, options)).files;
}
