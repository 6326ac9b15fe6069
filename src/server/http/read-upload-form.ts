import 'server-only';
import { AppError } from './app-error';
import type { UploadedFile } from '@/server/spreadsheets/load-workbook';

export interface UploadOptions {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes?: number;
}

/** The files of a multipart form and its text fields (e.g. a calendar's mode next to the file). */
export async function readUploadForm(request: Request, options: UploadOptions): Promise<{ files: UploadedFile[]; fields: Map<string, string> }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const limit = (options.maxTotalBytes ?? options.maxFiles * options.maxFileBytes) + 1024 * 1024;
  if (declared > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError('BAD_REQUEST', `Send the files as multipart/form-data in the field "${options.field}".`);
  }
  const entries = [...form.getAll(options.field), ...form.getAll(`${options.field}[]`)];
  const files = entries.filter((entry): entry is File => typeof entry === 'object' && entry !== null && 'arrayBuffer' in entry);
  if (files.length === 0) throw new AppError('BAD_REQUEST', `No file was sent in the field "${options.field}".`);
  if (files.length > options.maxFiles) {
    throw new AppError('BAD_REQUEST', `At most ${options.maxFiles} files at once; ${files.length} were sent.`);
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (options.maxTotalBytes && total > options.maxTotalBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The files together are larger than ${Math.round(options.maxTotalBytes / 1024 / 1024)} MB.`);
  }
  for (const file of files) {
    if (file.size > options.maxFileBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than ${Math.round(options.maxFileBytes / 1024 / 1024)} MB.`);
    }
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  return {
    files: await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }))),
    fields,
  };
}
