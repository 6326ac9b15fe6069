import http from 'node:http';
import net from 'node:net';
import { finished, PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { describeClientDisconnect } from './describe-client-disconnect';

/** The error a request body read fails with when the client closes its socket halfway through, from a real server and socket. */
async function abortedUploadError(): Promise<unknown> {
  let resolveError: (error: unknown) => void = () => undefined;
  const seen = new Promise<unknown>((resolve) => (resolveError = resolve));
  const server = http.createServer((incoming, outgoing) => {
    // As Next hands the body to a route: a web Request streaming the Node request.
    const request = new Request(`http://localhost${incoming.url}`, {
      method: incoming.method,
      body: incoming as unknown as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    request.arrayBuffer().then(
      () => resolveError(null),
      (error: unknown) => resolveError(error),
    );
    outgoing.on('close', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(5000)}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  const error = await seen;
  await new Promise((resolve) => server.close(resolve));
  return error;
}

function prematureCloseError(): Promise<unknown> {
  const stream = new PassThrough();
  return new Promise((resolve) => {
    finished(stream, resolve);
    stream.destroy();
  });
}

describe('a client that disconnected', () => {
  it('is recognised in the error a real aborted upload fails with', async () => {
    const error = await abortedUploadError();
    expect(error).toBeInstanceOf(Error);
    expect(describeClientDisconnect(error)).toBe('the connection was reset while the request was read');
  });

  it('is recognised in a stream closed early, an aborted signal, Next’s ResponseAborted and a wrapped cause', async () => {
    expect(describeClientDisconnect(await prematureCloseError())).toBe('the request stream closed early');
    expect(describeClientDisconnect(AbortSignal.abort().reason)).toBe('the request was aborted');
    expect(describeClientDisconnect(Object.assign(new Error('aborted'), { name: 'ResponseAborted' }))).toBe('the request was aborted');
    expect(describeClientDisconnect(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }))).toBe('the request was aborted');
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(describeClientDisconnect(new TypeError('terminated', { cause: aborted }))).toBe('the connection was reset while the request was read');
  });

  it('is not seen in the server’s own failures', () => {
    const databaseReset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' });
    for (const error of [
      databaseReset,
      new Error('Connection terminated unexpectedly'),
      new TypeError('terminated'),
      new DOMException('The operation timed out.', 'TimeoutError'),
      new Error('relation "session" does not exist'),
      'aborted',
      null,
      undefined,
      { message: 'aborted' },
    ]) {
      expect(describeClientDisconnect(error), String(error)).toBeNull();
    }
  });

  it('stops following a cause chain that loops', () => {
    const error: Error & { cause?: unknown } = new Error('outer');
    error.cause = error;
    expect(describeClientDisconnect(error)).toBeNull();
  });
});
