import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { handleRoute } from './handle-route';

// These routes are public and read nothing stored: the wrapper gets a stand-in, never the data folder.
vi.mock('@/platform/startup/db-for-request', () => ({ dbForRequest: () => Promise.resolve({}) }));

const at = (path: string) => new Request(`http://localhost:3000${path}`);
const context = (params: Record<string, string | string[]>) => ({ params: Promise.resolve(params) });
const errorOf = async (answer: Response) => ((await answer.json()) as { error: { code: string; message: string } }).error;

const oneSegment = handleRoute({
  access: { kind: 'public' },
  params: z.object({ id: z.string().regex(/^\w+$/, 'the id in the address is not valid') }),
  output: z.object({ id: z.string() }),
  handler: async ({ params }) => ({ id: params.id }),
});

const twoSegments = handleRoute({
  access: { kind: 'public' },
  params: z.object({ tab: z.enum(['ten-day', 'seasonal']), scope: z.string().regex(/^\d{10}$/, 'scope must be a PSGC code') }),
  output: z.object({ tab: z.string(), scope: z.string() }),
  handler: async ({ params }) => params,
});

const withQuery = handleRoute({
  access: { kind: 'public' },
  input: z.object({ n: z.coerce.number() }).strict(),
  params: z.object({ id: z.string().max(3, 'the id is too long') }),
  output: z.object({ n: z.number(), id: z.string() }),
  handler: async ({ input, params }) => ({ n: input.n, id: params.id }),
});

// A cast hides from the type checker what the contract says; outside production the answer is parsed and refused.
const drifted = handleRoute({
  access: { kind: 'public' },
  output: z.object({ count: z.number() }),
  handler: async () => ({ count: 'three' }) as unknown as { count: number },
});

describe('a route that reads its address', () => {
  it("hands the handler Next's decoded segments, parsed by its schema", async () => {
    const answer = await oneSegment(at('/things/a_b'), context({ id: 'a_b' }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: 'a_b' });
    const both = await twoSegments(at('/maps/seasonal/0403402000'), context({ tab: 'seasonal', scope: '0403402000' }));
    expect(await both.json()).toEqual({ tab: 'seasonal', scope: '0403402000' });
  });

  it('refuses a broken percent-encoding or a control character in the address with 400 naming it, before any schema', async () => {
    for (const [raw, message] of [
      ['%ZZ', 'The address has a broken percent-encoding in "%ZZ": write % as %25.'],
      ['%E0%A4%A', 'The address has a broken percent-encoding in "%E0%A4%A": write % as %25.'],
      ['%00', 'The address has a control character in "%00".'],
      ['a%0Ab', 'The address has a control character in "a%0Ab".'],
    ] as const) {
      const answer = await oneSegment(at(`/things/${raw}`), context({ id: raw }));
      expect(answer.status, raw).toBe(400);
      expect(await errorOf(answer), raw).toEqual({ code: 'BAD_REQUEST', message });
    }
  });

  it("answers the schema's message alone for a route's one segment, and names the segment when there are several", async () => {
    const one = await oneSegment(at('/things/a-b'), context({ id: 'a-b' }));
    expect(one.status).toBe(400);
    expect(await errorOf(one)).toEqual({ code: 'BAD_REQUEST', message: 'the id in the address is not valid' });
    const two = await twoSegments(at('/maps/daily/region'), context({ tab: 'daily', scope: 'region' }));
    expect(two.status).toBe(400);
    expect((await errorOf(two)).message).toBe('tab: Invalid option: expected one of "ten-day"|"seasonal"; scope: scope must be a PSGC code');
  });

  it('reads the query or body first: a request wrong in both is answered about its query', async () => {
    const both = await withQuery(at('/things/long?n=1&x=1'), context({ id: 'long' }));
    expect(both.status).toBe(400);
    expect(await errorOf(both)).toEqual({ code: 'BAD_REQUEST', message: 'Unrecognized key: "x"' });
    const address = await withQuery(at('/things/long?n=1'), context({ id: 'long' }));
    expect(await errorOf(address)).toEqual({ code: 'BAD_REQUEST', message: 'the id is too long' });
    expect(await (await withQuery(at('/things/abc?n=2'), context({ id: 'abc' }))).json()).toEqual({ n: 2, id: 'abc' });
  });

  it("is a server error when called without Next's context, never a guess from the address", async () => {
    const call = oneSegment as unknown as (request: Request) => Promise<Response>;
    const answer = await call(at('/things/abc'));
    expect(answer.status).toBe(500);
  });
});

describe("a route's answer", () => {
  it('is parsed by its output schema in tests: an answer the contract does not allow is a 500, not a silent drift', async () => {
    expect((await drifted(at('/drifted'))).status).toBe(500);
    expect((await oneSegment(at('/things/a'), context({ id: 'a' }))).status).toBe(200);
  });
});
