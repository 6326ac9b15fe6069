import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as setPassword } from '@/app/api/set-password/route';
import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { SOCKET_ADDRESS_HEADER } from '@/platform/request/socket-address-header';
import { signInRequest, TEST_ORIGIN } from '../support/sign-in';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { portalDb } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

// Issue 14: password hashes queued without end behind libuv's threads, each waiting request holding
// its memory, until the heap ran out. They now take turns: two at once, 32 waiting, the rest refused.
describe('password hashing under a flood', () => {
  it('refuses sign-ins past the queue at once with 503 and Retry-After, and answers the others', async () => {
    const db = await portalDb();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        handleAuthRequest(
          db,
          signInRequest({ email: `nobody-${i}@example.ph`, password: 'not-the-password' }, { [SOCKET_ADDRESS_HEADER]: `10.9.${i >> 8}.${i & 255}` }),
        ),
      ),
    );
    const counts = tally(answers.map((answer) => answer.status));
    expect(Object.keys(counts).sort()).toEqual(['401', '503']);
    expect(counts[401]).toBeGreaterThanOrEqual(34);
    const refused = answers.find((answer) => answer.status === 503)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'BUSY', message: expect.stringMatching(/busy checking passwords/) });
  });

  it('looks a set-password link up before hashing: made-up tokens are all refused as invalid, none for lack of a turn', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        setPassword(
          new Request(`${TEST_ORIGIN}/api/set-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
            body: JSON.stringify({ token: `made-up-token-number-${i}-${'x'.repeat(40)}`, password: 'y'.repeat(256) }),
          }),
        ),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 400: 120 });
    expect((await answers[0]!.json()).error.message).toMatch(/^This set-password link is not valid any more/);
  });
});
