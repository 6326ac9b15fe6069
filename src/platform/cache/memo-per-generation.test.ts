import { describe, expect, it } from 'vitest';
import { memoPerGeneration } from './memo-per-generation';
import { knownGeneration, learnGeneration } from './public-data-generation';

function counter<T>(value: T) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return value;
  };
  return { calls, load };
}

describe('memoPerGeneration', () => {
  it('shares one read among callers while it is under way (request coalescing)', async () => {
    const db = {};
    let release!: (value: string) => void;
    let loads = 0;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = memoPerGeneration(db, 'places', load);
    const second = memoPerGeneration(db, 'places', load);
    release('Calamba');
    expect(await Promise.all([first, second])).toEqual(['Calamba', 'Calamba']);
    expect(loads).toBe(1);
  });

  it('keeps a value until the generation moves on, then reads again', async () => {
    const db = {};
    const { calls, load } = counter(['Batangas']);
    await memoPerGeneration(db, 'provinces', load);
    await memoPerGeneration(db, 'provinces', load);
    expect(calls.count).toBe(1);
    learnGeneration(knownGeneration() + 1);
    await memoPerGeneration(db, 'provinces', load);
    expect(calls.count).toBe(2);
  });

  it('does not keep a failed read, even one that throws before its first await', async () => {
    const db = {};
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database unreachable');
      return Promise.resolve('Laguna');
    };
    await expect(memoPerGeneration(db, 'region', failing)).rejects.toThrow('database unreachable');
    await expect(memoPerGeneration(db, 'region', failing)).resolves.toBe('Laguna');
    expect(attempts).toBe(2);
  });

  it('keeps each database and each name apart', async () => {
    const [a, b] = [{}, {}];
    expect(await memoPerGeneration(a, 'name', async () => 'a')).toBe('a');
    expect(await memoPerGeneration(b, 'name', async () => 'b')).toBe('b');
    expect(await memoPerGeneration(a, 'other', async () => 'other')).toBe('other');
    expect(await memoPerGeneration(a, 'name', async () => 'not read')).toBe('a');
  });
});
