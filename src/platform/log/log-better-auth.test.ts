import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logBetterAuth } from './log-better-auth';
import { captureLogs, logger } from './logger';

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
const NAME = 'Maria Clara de los Santos';

describe('better-auth’s log lines', () => {
  it('keep the error of the arguments, not the others (they may hold the request)', () => {
    logBetterAuth('error', 'INTERNAL_SERVER_ERROR', [{ headers: { cookie: 'x' }, body: { name: NAME } }, new Error('relation "session" does not exist')]);
    expect(lines.join('')).not.toContain(NAME);
    expect(parsed()[0]).toMatchObject({
      level: 50,
      source: 'better-auth',
      msg: 'INTERNAL_SERVER_ERROR',
      err: { message: 'relation "session" does not exist' },
    });
  });

  it('scrub a message that is a failed query, and take an error passed as the message as the error', () => {
    logBetterAuth('error', `Failed query: insert into "user" ("name") values ($1)\nparams: ${NAME}`, []);
    logBetterAuth('error', new RangeError('session expired'), []);
    expect(lines.join('')).not.toContain('Maria');
    expect(parsed()).toEqual([
      expect.objectContaining({ msg: 'Failed query: insert into "user" ("name") values ($1)\nparams: [redacted]' }),
      expect.objectContaining({ msg: 'RangeError', err: expect.objectContaining({ type: 'RangeError', message: 'session expired' }) }),
    ]);
  });
});
