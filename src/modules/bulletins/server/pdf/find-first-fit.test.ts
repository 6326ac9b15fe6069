import { describe, expect, it } from 'vitest';
import { findFirstFit } from './find-first-fit';

/** A ladder of `rungs` whose rungs from `first` on fit one page, counting the renders asked for. */
function ladder(first: number) {
  const asked: number[] = [];
  const renderAt = (rung: number) => {
    asked.push(rung);
    return Promise.resolve({ pages: rung >= first ? 1 : 2, rung });
  };
  return { asked, renderAt };
}

describe('findFirstFit', () => {
  it('finds the first rung that fits from any start, whichever side of it the start is', async () => {
    for (const first of [0, 1, 5, 7, 8, 12]) {
      for (let start = 0; start < 13; start += 1) {
        const { renderAt } = ladder(first);
        expect((await findFirstFit(13, start, renderAt))?.rung, `first ${first}, start ${start}`).toBe(first);
      }
    }
  });

  it('costs two renders when the start is the answer, and few when it is far off', async () => {
    const near = ladder(7);
    await findFirstFit(13, 7, near.renderAt);
    expect(near.asked).toEqual([7, 6]);
    const far = ladder(0);
    await findFirstFit(13, 12, far.renderAt);
    expect(far.asked.length).toBeLessThanOrEqual(5);
    expect(new Set(far.asked).size).toBe(far.asked.length);
  });

  it('answers null when no rung fits, having rendered the last, and hands back every render it made', async () => {
    const none = ladder(13);
    const tried = new Map<number, { pages: number; rung: number }>();
    expect(await findFirstFit(13, 7, none.renderAt, tried)).toBeNull();
    expect(none.asked).toContain(12);
    expect([...tried.keys()].sort((a, b) => a - b)).toEqual([...none.asked].sort((a, b) => a - b));
  });
});
