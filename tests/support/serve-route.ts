import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedRoute {
  port: number;
  /** Resolves once every request the server received has been answered by the handler. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Serves one route handler on a real socket, handing it the request as Next does (see
 * next/dist/server/web/spec-extension/adapters/next-request.js): the Node request itself as a
 * streamed body, and a signal aborted when the response closes before it is finished. So a client
 * that disconnects mid-upload fails the handler's body read exactly as in production.
 */
export async function serveRoute(handler: (request: Request) => Promise<Response>): Promise<ServedRoute> {
  const pending = new Set<Promise<void>>();
  const server = http.createServer((incoming, outgoing) => {
    const controller = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (let i = 0; i < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(`http://localhost:3000${incoming.url}`, {
      method: incoming.method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: incoming as unknown as ReadableStream, duplex: 'half' } : {}),
    });
    const served = handler(request).then(
      async (answer) => {
        // A client that left gets nothing: its socket is gone.
        if (outgoing.destroyed) return;
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => {
        outgoing.destroy();
      },
    );
    pending.add(served);
    void served.finally(() => pending.delete(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
