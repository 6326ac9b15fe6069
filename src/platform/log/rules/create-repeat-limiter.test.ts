import { describe, expect, it } from 'vitest';
import { createRepeatLimiter, OVERFLOW_CAUSE } from './create-repeat-limiter';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

function written(limiter: ReturnType<typeof createRepeatLimiter>, cause: string, times: number[]): number {
  return times.filter((now) => limiter.admit(cause, now).write).length;
}

describe('the repeat limiter', () => {
  it('writes the first lines of a cause in a window and holds back the rest', () => {
    const limiter = createRepeatLimiter({ perWindow: 3, windowMs: MINUTE, maxCauses: 10 });
    const decisions = Array.from({ length: 7 }, (_, i) => limiter.admit('db down', T0 + i * 1000).write);
    expect(decisions).toEqual([true, true, true, false, false, false, false]);
    expect(limiter.nextSummaryAt()).toBe(T0 + MINUTE);
  });

  it('counts causes apart', () => {
    const limiter = createRepeatLimiter({ perWindow: 2, windowMs: MINUTE, maxCauses: 10 });
    expect(written(limiter, 'a', [T0, T0 + 1, T0 + 2])).toBe(2);
    expect(written(limiter, 'b', [T0 + 3, T0 + 4, T0 + 5])).toBe(2);
  });

  it('reports what it held back once the window has ended, at the next line of any cause', () => {
    const limiter = createRepeatLimiter({ perWindow: 2, windowMs: MINUTE, maxCauses: 10 });
    written(limiter, 'a', [T0, T0 + 10, T0 + 20, T0 + 30, T0 + 40]);
    expect(limiter.admit('b', T0 + MINUTE - 1).ended).toEqual([]);
    expect(limiter.admit('b', T0 + MINUTE)).toEqual({ write: true, ended: [{ cause: 'a', count: 3, since: T0 }] });
    // Reported once, and the cause starts afresh.
    expect(limiter.admit('a', T0 + MINUTE + 1)).toEqual({ write: true, ended: [] });
  });

  it('reports on a flush at the window’s end without another line, and nothing for a window that held nothing back', () => {
    const limiter = createRepeatLimiter({ perWindow: 2, windowMs: MINUTE, maxCauses: 10 });
    written(limiter, 'quiet', [T0]);
    written(limiter, 'loud', [T0 + 5, T0 + 6, T0 + 7]);
    expect(limiter.nextSummaryAt()).toBe(T0 + 5 + MINUTE);
    expect(limiter.flush(T0 + 4 + MINUTE)).toEqual([]);
    expect(limiter.flush(T0 + 5 + MINUTE)).toEqual([{ cause: 'loud', count: 1, since: T0 + 5 }]);
    expect(limiter.nextSummaryAt()).toBeUndefined();
    expect(limiter.flush(T0 + 10 * MINUTE)).toEqual([]);
  });

  it('lets a steady trickle through: one line a minute is never held back', () => {
    const limiter = createRepeatLimiter({ perWindow: 1, windowMs: MINUTE, maxCauses: 10 });
    const times = Array.from({ length: 30 }, (_, i) => T0 + i * MINUTE);
    expect(written(limiter, 'slow', times)).toBe(30);
  });

  it('holds a flood of 1,700 lines in one minute to the limit and one count', () => {
    const limiter = createRepeatLimiter({ perWindow: 5, windowMs: MINUTE, maxCauses: 10 });
    const times = Array.from({ length: 1700 }, (_, i) => T0 + Math.floor((i * MINUTE) / 1700));
    expect(written(limiter, 'flood', times)).toBe(5);
    expect(limiter.flush(T0 + MINUTE)).toEqual([{ cause: 'flood', count: 1695, since: T0 }]);
  });

  it('counts causes past the maximum under one shared cause', () => {
    const limiter = createRepeatLimiter({ perWindow: 2, windowMs: MINUTE, maxCauses: 3 });
    for (const cause of ['a', 'b', 'c']) written(limiter, cause, [T0]);
    const strangers = Array.from({ length: 100 }, (_, i) => limiter.admit(`value ${i}`, T0 + 1).write);
    expect(strangers.filter(Boolean)).toHaveLength(2);
    // Known causes keep their own count.
    expect(limiter.admit('a', T0 + 2).write).toBe(true);
    expect(limiter.flush(T0 + 1 + MINUTE)).toEqual(expect.arrayContaining([{ cause: OVERFLOW_CAUSE, count: 98, since: T0 + 1 }]));
  });
});
