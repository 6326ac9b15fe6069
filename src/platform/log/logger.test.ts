import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs, logger } from './logger';
import { runInRequestContext, setRequestUserId } from './request-context';

let lines: string[] = [];
let release: () => void;
let levelBefore: string;

beforeEach(() => {
  lines = [];
  levelBefore = logger.level;
  logger.level = 'info';
  release = captureLogs({ write: (line: string) => void lines.push(line) });
});
afterEach(() => {
  release();
  logger.level = levelBefore;
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const SECRET = 'Xq9-secret-value-7Lm2pW4zR8tY1uVb';

describe('the logger', () => {
  it('censors secret-named fields at any depth, in headers and bodies, without touching the caller’s object', () => {
    const object = {
      password: SECRET,
      user: { email: 'ana@example.ph', currentPassword: SECRET, newPassword: SECRET },
      request: { headers: { authorization: `Bearer ${SECRET}`, cookie: `better-auth.session_token=${SECRET}`, accept: 'application/json' } },
      answer: { headers: new Headers({ 'set-cookie': `a=${SECRET}`, 'set-auth-token': SECRET, 'content-type': 'text/plain' }) },
      list: [{ deep: { deeper: { token: SECRET, apiKey: SECRET, clientSecret: SECRET } } }],
      'x-csrf-token': SECRET,
    };
    logger.info(object, 'an object full of secrets');
    expect(lines.join('')).not.toContain(SECRET);
    const [line] = parsed();
    expect(line).toMatchObject({
      password: '[redacted]',
      user: { email: 'ana@example.ph', currentPassword: '[redacted]', newPassword: '[redacted]' },
      request: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'application/json' } },
      answer: { headers: { 'set-cookie': '[redacted]', 'set-auth-token': '[redacted]', 'content-type': 'text/plain' } },
      list: [{ deep: { deeper: { token: '[redacted]', apiKey: '[redacted]', clientSecret: '[redacted]' } } }],
      'x-csrf-token': '[redacted]',
    });
    expect(object.user.currentPassword).toBe(SECRET);
  });

  it('censors bearer tokens and session cookies written inside a message', () => {
    logger.warn(`refused Authorization: Bearer ${SECRET} and Cookie: __Secure-better-auth.session_token=${SECRET}`);
    expect(lines.join('')).not.toContain(SECRET);
    expect(parsed()[0]!.msg).toBe('refused Authorization: Bearer [redacted] and Cookie: __Secure-better-auth.session_token=[redacted]');
  });

  it('logs a failed query without its parameters, and a duplicate key without its value', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "session_token_unique"'), {
      code: '23505',
      detail: `Key (token)=(${SECRET}) already exists.`,
    });
    const error = new DrizzleQueryError('insert into "session" ("token") values ($1)', [SECRET], cause);
    logger.error({ err: error }, 'unexpected error');
    expect(lines.join('')).not.toContain(SECRET);
    const { err } = parsed()[0] as {
      err: { type: string; message: string; stack: string; query: string; params?: unknown; cause: { detail: string; code: string } };
    };
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toBe('Failed query: insert into "session" ("token") values ($1)\nparams: [redacted]');
    expect(err.query).toBe('insert into "session" ("token") values ($1)');
    expect(err.params).toBeUndefined();
    expect(err.cause).toMatchObject({ code: '23505', detail: 'Key (token)=([redacted]) already exists.' });
  });

  it('logs an auth error without the values of the failed query and failing row in its cause chain', () => {
    const row = Object.assign(new Error('new row for relation "user" violates check constraint "name_length"'), {
      code: '23514',
      detail: `Failing row contains (user-7, Maria Clara, maria@example.ph, ${SECRET}).`,
    });
    const query = new DrizzleQueryError('update "user" set "name" = $1 where "user"."id" = $2', ['Maria Clara', 'user-7'], row);
    const error = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to update user', code: 'FAILED_TO_UPDATE_USER', cause: query });
    logger.error({ err: error }, 'unexpected error');
    const text = lines.join('');
    for (const value of [SECRET, 'Maria', 'maria@example.ph']) expect(text).not.toContain(value);
    const { err } = parsed()[0] as { err: { type: string; cause: { type: string; message: string; cause: { code: string; detail: string } } } };
    expect(err.type).toBe('APIError');
    expect(err.cause).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringMatching(/params: \[redacted\]$/) });
    expect(err.cause.cause).toMatchObject({ code: '23514', detail: 'Failing row contains ([redacted]).' });
  });

  it('hides query values and failing rows in any field, as a last net on the written line', () => {
    logger.warn({ note: `Failed query: select 1\nparams: ${SECRET}`, other: `Failing row contains (${SECRET}, "quoted")` }, 'something odd');
    expect(lines.join('')).not.toContain(SECRET);
    expect(parsed()[0]).toMatchObject({ note: 'Failed query: select 1\nparams: [redacted]', other: 'Failing row contains ([redacted])' });
  });

  it('adds the request id to every line of a request, and the user id once known', async () => {
    logger.info('before');
    await runInRequestContext({ requestId: 'req-1' }, async () => {
      logger.info('anonymous so far');
      await new Promise((resolve) => setTimeout(resolve, 1));
      setRequestUserId('user-7');
      logger.info('signed in');
    });
    logger.info('after');
    expect(parsed().map(({ msg, requestId, userId }) => ({ msg, requestId, userId }))).toEqual([
      { msg: 'before', requestId: undefined, userId: undefined },
      { msg: 'anonymous so far', requestId: 'req-1', userId: undefined },
      { msg: 'signed in', requestId: 'req-1', userId: 'user-7' },
      { msg: 'after', requestId: undefined, userId: undefined },
    ]);
  });
});
