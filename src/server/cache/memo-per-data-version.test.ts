import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpPublicDataVersion } from './bump-public-data-version';
import { memoPerDataVersion } from './memo-per-data-version';
import { publicDataVersion } from './public-data-version';

const CACHE_STATE = Symbol.for('acap.cacheState');
type Holder = { [CACHE_STATE]?: { version?: () => number } };

afterEach(() => {
  delete (globalThis as Holder)[CACHE_STATE];
});

/** A load that counts its calls and answers what it is told. */
const counted = <T>(answer: () => T) => vi.fn(async () => answer());

describe('memoPerDataVersion', () => {
  it('loads once while the data version stays the same, sharing even a load still under way', async () => {
    const db = {};
    const load = counted(() => ['Batangas', 'Cavite']);
    const [first, second] = await Promise.all([memoPerDataVersion(db, 'places', load), memoPerDataVersion(db, 'places', load)]);
    const third = await memoPerDataVersion(db, 'places', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('loads again after a bump, and keeps each key apart', async () => {
    const db = {};
    let name = 'Batangas';
    const load = counted(() => name);
    const other = counted(() => 'region');
    expect(await memoPerDataVersion(db, 'places', load)).toBe('Batangas');
    expect(await memoPerDataVersion(db, 'region', other)).toBe('region');
    name = 'Cavite';
    expect(await memoPerDataVersion(db, 'places', load)).toBe('Batangas');
    bumpPublicDataVersion();
    expect(await memoPerDataVersion(db, 'places', load)).toBe('Cavite');
    expect(await memoPerDataVersion(db, 'places', load)).toBe('Cavite');
    expect(load).toHaveBeenCalledTimes(2);
    expect(await memoPerDataVersion(db, 'region', other)).toBe('region');
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('loads again when the page cache counts a revalidation (this instance or another)', async () => {
    let revalidations = 0;
    (globalThis as Holder)[CACHE_STATE] = { version: () => revalidations };
    const db = {};
    const load = counted(() => 'places');
    await memoPerDataVersion(db, 'places', load);
    const before = publicDataVersion();
    revalidations += 1;
    expect(publicDataVersion()).not.toBe(before);
    await memoPerDataVersion(db, 'places', load);
    await memoPerDataVersion(db, 'places', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load that the data changed under: the next caller reads again', async () => {
    const db = {};
    let name = 'old';
    let finish = () => {};
    const load = vi.fn(async () => {
      const seen = name;
      await new Promise<void>((resolve) => (finish = resolve));
      return seen;
    });
    const pending = memoPerDataVersion(db, 'places', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    name = 'new';
    bumpPublicDataVersion();
    finish();
    expect(await pending).toBe('old');
    const again = memoPerDataVersion(db, 'places', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    finish();
    expect(await again).toBe('new');
  });

  it('does not keep a failed load, whether it rejects or throws at once', async () => {
    const db = {};
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database restarting');
      return 'places';
    });
    await expect(memoPerDataVersion(db, 'places', load)).rejects.toThrow('database restarting');
    expect(await memoPerDataVersion(db, 'places', load)).toBe('places');
    expect(await memoPerDataVersion(db, 'places', load)).toBe('places');
    expect(load).toHaveBeenCalledTimes(2);

    const throwing = vi.fn((): Promise<string> => {
      throw new Error('no connection');
    });
    await expect(memoPerDataVersion(db, 'other', throwing)).rejects.toThrow('no connection');
    await expect(memoPerDataVersion(db, 'other', throwing)).rejects.toThrow('no connection');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('keeps each database apart: one test database never sees another one’s data', async () => {
    const first = {};
    const second = {};
    expect(await memoPerDataVersion(first, 'places', async () => 'first')).toBe('first');
    expect(await memoPerDataVersion(second, 'places', async () => 'second')).toBe('second');
    expect(await memoPerDataVersion(first, 'places', async () => 'not read')).toBe('first');
    expect(await memoPerDataVersion(second, 'places', async () => 'not read')).toBe('second');
  });

  it('drops what an older data version kept: keys naming data do not pile up', async () => {
    const db = {};
    const store = () => (globalThis as { [key: symbol]: WeakMap<object, { kept: Map<string, unknown> }> })[Symbol.for('acap.memoPerDataVersion')]!.get(db)!;
    await memoPerDataVersion(db, 'outlook 1', async () => 'first issuance');
    await memoPerDataVersion(db, 'outlook 2', async () => 'second issuance');
    expect([...store().kept.keys()]).toEqual(['outlook 1', 'outlook 2']);
    bumpPublicDataVersion();
    await memoPerDataVersion(db, 'outlook 3', async () => 'third issuance');
    expect([...store().kept.keys()]).toEqual(['outlook 3']);
  });
});
