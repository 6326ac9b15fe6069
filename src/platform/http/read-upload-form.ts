import 'server-only';
import { AppError } from '@/platform/errors/app-error';
import { readFormData } from './read-form-data';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';

export interface UploadOptions {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes?: number;
}

const MB = 1024 * 1024;
/** The portal-wide ceiling; a route may ask for less (one calendar file of 5 MB), never for more. */
export const UPLOAD_LIMITS = { maxFiles: 20, maxFileBytes: 10 * MB };

/** The files of a multipart form and its text fields (e.g. a calendar's mode next to the file). */
export async function readUploadForm(request: Request, options: UploadOptions): Promise<{ files: UploadedFile[]; fields: Map<string, string> }> {
  const maxFiles = Math.min(options.maxFiles, UPLOAD_LIMITS.maxFiles);
  const maxFileBytes = Math.min(options.maxFileBytes, UPLOAD_LIMITS.maxFileBytes);
  const maxTotalBytes = Math.min(options.maxTotalBytes ?? Infinity, maxFiles * maxFileBytes);
  // The form's own framing (boundaries, part headers, text fields) comes on top of the files.
  const limit = maxTotalBytes + MB;
  const form = await readFormData(request, limit, {
    tooLarge: `The upload is larger than ${Math.round(limit / MB)} MB and was refused.`,
    notAForm: `Send the files as multipart/form-data in the field "${options.field}".`,
  });
  const entries = [...form.getAll(options.field), ...form.getAll(`${options.field}[]`)];
  const files = entries.filter((entry): entry is File => typeof entry === 'object' && entry !== null && 'arrayBuffer' in entry);
  if (files.length === 0) throw new AppError('BAD_REQUEST', `No file was sent in the field "${options.field}".`);
  if (files.length > maxFiles) {
    throw new AppError('BAD_REQUEST', `At most ${maxFiles} files at once; ${files.length} were sent.`);
  }
  for (const file of files) {
    if (file.size > maxFileBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than ${Math.round(maxFileBytes / MB)} MB.`);
    }
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > maxTotalBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The files together are larger than ${Math.round(maxTotalBytes / MB)} MB.`);
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  return {
    files: await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }))),
    fields,
  };
}
