import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_LINE_LIMITS } from '@/platform/log/rules/error-line-limits';
import { captureLogs, logger } from './logger';
import { runInRequestContext } from './request-context';

let lines: string[] = [];
let release: () => void;
let levelBefore: string;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 8, 0, 0) });
  lines = [];
  levelBefore = logger.level;
  logger.level = 'info';
  release = captureLogs({ write: (line: string) => void lines.push(line) });
});
afterEach(() => {
  // Every window ends and its count is written, so the next test starts with none open.
  vi.advanceTimersByTime(2 * ERROR_LINE_LIMITS.windowMs);
  release();
  logger.level = levelBefore;
  vi.useRealTimers();
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const { perWindow, windowMs } = ERROR_LINE_LIMITS;

function failedQuery(value: string): Error {
  return new Error(`Failed query: select * from "thing" where "id" = $1\nparams: ${value}`);
}

describe('error lines, limited per cause', () => {
  it('writes the first lines of a cause in a minute, then one count at the next line after the minute', () => {
    for (let i = 0; i < 30; i++) {
      runInRequestContext({ requestId: `r-${i}`, path: `/api/things/${1000 + i}` }, () => logger.error({ err: failedQuery(`value-${i}`) }, 'unexpected error'));
      vi.advanceTimersByTime(1000);
    }
    expect(parsed().map(({ requestId }) => requestId)).toEqual(Array.from({ length: perWindow }, (_, i) => `r-${i}`));

    vi.setSystemTime(Date.now() + windowMs);
    runInRequestContext({ requestId: 'r-next', path: '/api/things/77' }, () => logger.error({ err: failedQuery('value-next') }, 'unexpected error'));
    const [count, next] = parsed().slice(perWindow);
    expect(count).toMatchObject({
      level: 50,
      msg: `suppressed ${30 - perWindow} similar errors`,
      suppressed: 30 - perWindow,
      since: '2026-11-23T08:00:00.000Z',
    });
    // The count is of many requests: it names none, and its cause holds no value.
    expect(count!.requestId).toBeUndefined();
    expect(count!.similarTo).toContain('/api/things/:value');
    expect(JSON.stringify(count)).not.toMatch(/value-\d/);
    expect(next).toMatchObject({ requestId: 'r-next', msg: 'unexpected error' });
  });

  it('writes the count when the minute ends, without waiting for another line', () => {
    for (let i = 0; i < perWindow + 3; i++) logger.error({ err: new TypeError(`cannot read ${i}`) }, 'health check failed');
    expect(lines).toHaveLength(perWindow);
    vi.advanceTimersByTime(windowMs - 1);
    expect(lines).toHaveLength(perWindow);
    vi.advanceTimersByTime(1);
    expect(parsed().at(-1)).toMatchObject({ msg: 'suppressed 3 similar errors', suppressed: 3 });
  });

  it('counts causes apart, and leaves lines below error alone', () => {
    for (let i = 0; i < 10; i++) {
      logger.error({ err: new RangeError('out of range') }, 'one failure');
      logger.error({ err: new SyntaxError('bad') }, 'another failure');
      logger.warn({ err: new RangeError('out of range') }, 'a warning');
    }
    const written = parsed();
    expect(written.filter(({ msg }) => msg === 'one failure')).toHaveLength(perWindow);
    expect(written.filter(({ msg }) => msg === 'another failure')).toHaveLength(perWindow);
    expect(written.filter(({ msg }) => msg === 'a warning')).toHaveLength(10);
  });

  it('writes a client that disconnected at info, however it was logged, and never holds those back', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    for (let i = 0; i < 20; i++) runInRequestContext({ requestId: `gone-${i}` }, () => logger.error({ err: aborted }, 'unexpected error'));
    logger.error({ err: new TypeError('terminated', { cause: aborted }) }, '# SERVER_ERROR:');
    const written = parsed();
    expect(written).toHaveLength(21);
    expect(
      written.every(
        ({ level, msg, reason }) => level === 30 && msg === 'client disconnected' && reason === 'the connection was reset while the request was read',
      ),
    ).toBe(true);
    expect(written[0]).toMatchObject({ requestId: 'gone-0' });
  });
});
