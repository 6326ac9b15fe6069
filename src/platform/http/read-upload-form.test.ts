import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error';
import { readUploadForm } from './read-upload-form';

const MB = 1024 * 1024;

/**
 * A request whose body is the encoded form, as a server receives it. Not the FormData itself: Node 24's
 * fetch keeps writing a FormData body into its stream after the reader cancels it, an unhandled
 * rejection no server request has.
 */
async function upload(files: { name: string; size: number }[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.size)]), file.name);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type') ?? '';
  return new Request('http://localhost:3000/api/upload', { method: 'POST', body, headers: { 'content-type': type, ...headers } });
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reading an upload form', () => {
  it('reads the files and text fields', async () => {
    const request = await upload([{ name: 'a.json', size: 10 }]);
    const { files } = await readUploadForm(request, { field: 'files', maxFiles: 2, maxFileBytes: MB });
    expect(files.map((file) => [file.name, file.bytes.length])).toEqual([['a.json', 10]]);
  });

  it('never allows more than 20 files or 10 MB per file, whatever a route asks for', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.json`, size: 1 }));
    expect((await refusal(readUploadForm(await upload(many), { field: 'files', maxFiles: 100, maxFileBytes: MB }))).message).toBe(
      'At most 20 files at once; 21 were sent.',
    );
    const big = await refusal(readUploadForm(await upload([{ name: 'big.json', size: 10.5 * MB }]), { field: 'files', maxFiles: 1, maxFileBytes: 50 * MB }));
    expect(big.status).toBe(413);
    expect(big.message).toBe('big.json: the file is larger than 10 MB.');
  });

  it('keeps a stricter limit of the route', async () => {
    const error = await refusal(readUploadForm(await upload([{ name: 'a.csv', size: 1.5 * MB }]), { field: 'files', maxFiles: 1, maxFileBytes: MB }));
    expect(error.message).toBe('a.csv: the file is larger than 1 MB.');
  });

  it('refuses a declared length over the cap before reading, and stops reading an undeclared one', async () => {
    const declared = await refusal(
      readUploadForm(await upload([{ name: 'a.csv', size: 10 }], { 'content-length': String(30 * MB) }), { field: 'files', maxFiles: 1, maxFileBytes: MB }),
    );
    expect(declared.status).toBe(413);
    expect(declared.message).toBe('The upload is larger than 2 MB and was refused.');
    const streamed = await refusal(readUploadForm(await upload([{ name: 'a.csv', size: 30 * MB }]), { field: 'files', maxFiles: 1, maxFileBytes: MB }));
    expect(streamed.message).toBe('The upload is larger than 2 MB and was refused.');
  });
});
