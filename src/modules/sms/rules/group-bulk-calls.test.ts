import { describe, expect, it } from 'vitest';
import { groupBulkCalls } from './group-bulk-calls';

const text = (id: string, to: string, words: string) => ({ id, to, text: words });

describe('groupBulkCalls', () => {
  it('groups identical texts, up to the limit a call, each number once a call', () => {
    const calls = groupBulkCalls(
      [
        text('a', '+639170000001', 'Ulan'),
        text('b', '+639170000002', 'Rain'),
        text('c', '+639170000003', 'Ulan'),
        text('d', '+639170000001', 'Ulan'),
        text('e', '+639170000004', 'Ulan'),
        text('f', '+639170000005', 'Ulan'),
      ],
      3,
    );
    expect(calls.map((call) => call.map((entry) => entry.id))).toEqual([['a', 'c', 'e'], ['b'], ['d', 'f']]);
  });

  it('makes no call of nothing', () => {
    expect(groupBulkCalls([], 1000)).toEqual([]);
  });
});
