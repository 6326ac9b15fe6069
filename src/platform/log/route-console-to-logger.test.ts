import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs, logger } from './logger';
import { runInRequestContext } from './request-context';
import { routeConsoleToLogger } from './route-console-to-logger';

let lines: string[] = [];
let release: () => void;
let restore: () => void;
let levelBefore: string;
const before = { error: console.error, warn: console.warn };

beforeEach(() => {
  lines = [];
  levelBefore = logger.level;
  logger.level = 'info';
  release = captureLogs({ write: (line: string) => void lines.push(line) });
  restore = routeConsoleToLogger();
});
afterEach(() => {
  restore();
  release();
  logger.level = levelBefore;
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const NAME = 'Maria Clara de los Santos';
const USER_ID = 'Fh3kW9zQ0pL2mN5bV8cX1aS4dG7jK6hT';

describe('console prints in the server process', () => {
  it('become JSON lines with the request id, the error as `err` and its query values gone', () => {
    const error = new DrizzleQueryError('update "user" set "name" = $1 where "user"."id" = $2', [NAME, USER_ID], new Error('violates check constraint'));
    runInRequestContext({ requestId: 'req-9' }, () => console.error('# SERVER_ERROR: ', error));
    expect(lines.join('')).not.toContain(NAME);
    expect(lines.join('')).not.toContain(USER_ID);
    expect(parsed()).toEqual([
      expect.objectContaining({
        level: 50,
        source: 'console',
        requestId: 'req-9',
        msg: '# SERVER_ERROR:',
        err: expect.objectContaining({ type: 'DrizzleQueryError' }),
      }),
    ]);
  });

  it('keep printf-style formatting, lose terminal colours, and scrub values quoted in the text', () => {
    console.warn('\u001b[33m%s\u001b[0m failed for %s (%d tries)', 'sign-in', 'ana@example.ph', 3);
    console.error(`Failed query: select 1\nparams: ${NAME}`);
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 40, msg: 'sign-in failed for [email] (3 tries)' }),
      expect.objectContaining({ level: 50, msg: 'Failed query: select 1\nparams: [redacted]' }),
    ]);
  });

  it('is installed once, and put back as it was', () => {
    expect(routeConsoleToLogger()).toBe(restore);
    restore();
    expect(console.error).toBe(before.error);
    expect(console.warn).toBe(before.warn);
  });
});
