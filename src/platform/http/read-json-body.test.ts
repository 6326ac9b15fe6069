import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error';
import { readJsonBody } from './read-json-body';

const MB = 1024 * 1024;

/** A body sent in 64 KB chunks that counts how much of it was read. */
function streamedBody(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent: () => sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/anything', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reading a JSON body', () => {
  it('parses JSON, and reads an empty body as an empty object', async () => {
    expect(await readJsonBody(post('{"province":"Laguna"}'))).toEqual({ province: 'Laguna' });
    expect(await readJsonBody(post(''))).toEqual({});
  });

  it('refuses text that is not JSON with 400', async () => {
    const error = await refusal(readJsonBody(post('{"province":')));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body is not valid JSON.');
  });

  it('refuses a declared length over 1 MB without reading the body', async () => {
    const body = streamedBody(5 * MB);
    const error = await refusal(readJsonBody(post(body.stream, { 'content-length': String(5 * MB) })));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The request body is larger than 1 MB and was refused.');
    // A ReadableStream pulls once ahead to fill its queue; nothing beyond that was read.
    expect(body.sent()).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading a body without a length as soon as it passes 1 MB', async () => {
    const body = streamedBody(50 * MB);
    const error = await refusal(readJsonBody(post(body.stream)));
    expect(error.status).toBe(413);
    expect(body.sent()).toBeLessThan(MB + 256 * 1024);
  });

  it('accepts a body of just under 1 MB', async () => {
    const json = JSON.stringify({ text: 'x'.repeat(MB - 100) });
    expect(((await readJsonBody(post(json))) as { text: string }).text.length).toBe(MB - 100);
  });
});
