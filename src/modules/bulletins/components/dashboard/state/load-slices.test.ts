import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { EMPTY_DATA, type LoadMeta } from './load-cycle';
import { fetchMunicipalities } from './municipalities-slice';
import { fetchProvinces } from './provinces-slice';
import { makeDashboardStore, rootReducer, type DashboardRootState, type DashboardStore } from './store';
import { answers, LAGUNA, provincesDocument } from './test-fixtures';
import { setProfile } from './user-slice';

afterEach(() => vi.unstubAllGlobals());

type SliceName = 'provinces' | 'municipalities';

interface Case {
  slice: SliceName;
  /** The load, and the same load for another key. */
  load: (store: DashboardStore) => Promise<unknown>;
  other: (store: DashboardStore) => Promise<unknown>;
  /** Action creators of the thunk for the reducer-level transitions. */
  pending: (requestId: string) => UnknownAction;
  fulfilled: (requestId: string) => UnknownAction;
  rejected: (requestId: string) => UnknownAction;
  key: string;
  ok: Record<string, [number, unknown]>;
  data: unknown;
  /** An empty answer (200 or the server's 404), and the error it gives. */
  empty: Record<string, [number, unknown]>;
  emptyError: string;
  failed: string;
}

const notFound = (message: string): [number, unknown] => [404, { error: { code: 'NOT_FOUND', message } }];
const rejectedWith = { message: 'The server answered 500.', reason: 'boom' };

const cases: Case[] = [
  {
    slice: 'provinces',
    load: (s) => s.dispatch(fetchProvinces()),
    other: (s) => s.dispatch(fetchProvinces()),
    pending: (id) => fetchProvinces.pending(id),
    fulfilled: (id) => fetchProvinces.fulfilled(provincesDocument, id),
    rejected: (id) => fetchProvinces.rejected(null, id, undefined, rejectedWith),
    key: 'calabarzon',
    ok: { '/api/constants/provinces': [200, provincesDocument] },
    data: provincesDocument,
    empty: { '/api/constants/provinces': [200, []] },
    emptyError: `No province is set up. ${EMPTY_DATA}`,
    failed: 'The provinces could not be loaded.',
  },
  {
    slice: 'municipalities',
    load: (s) => s.dispatch(fetchMunicipalities({ province: LAGUNA })),
    other: (s) => s.dispatch(fetchMunicipalities({ province: '0401000000' })),
    pending: (id) => fetchMunicipalities.pending(id, { province: LAGUNA }),
    fulfilled: (id) => fetchMunicipalities.fulfilled(provincesDocument[1]!.municipalities, id, { province: LAGUNA }),
    rejected: (id) => fetchMunicipalities.rejected(null, id, { province: LAGUNA }, rejectedWith),
    key: LAGUNA,
    ok: { '/api/constants/provinces': [200, provincesDocument] },
    data: provincesDocument[1]!.municipalities,
    empty: { '/api/constants/provinces': [200, [{ id: LAGUNA, label: 'Laguna', municipalities: [] }]] },
    emptyError: `No municipality is listed for this province. ${EMPTY_DATA}`,
    failed: 'The municipalities could not be loaded.',
  },
];

const meta = (state: DashboardRootState, slice: SliceName) => state[slice] as LoadMeta & { data: unknown };
const reduce = (state: DashboardRootState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce<DashboardRootState>((s, a) => rootReducer(s, a), state ?? rootReducer(undefined, { type: 'init' }));

describe.each(cases)('the $slice slice (spec §4 load cycle)', (c) => {
  it('starts idle, with nothing loaded', () => {
    expect(meta(reduce(undefined), c.slice)).toMatchObject({ status: 'idle', currentRequestId: null, error: null, key: null, data: null });
  });

  it('sets pending, records the request and its key, and clears the error when a load starts', () => {
    const failed = reduce(undefined, c.pending('r0'), c.rejected('r0'));
    expect(meta(failed, c.slice).error).not.toBeNull();
    expect(meta(reduce(failed, c.pending('r1')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'r1', error: null, key: c.key });
  });

  it('loads from its API and sets fullfilled', async () => {
    const fetchMock = vi.fn(answers(c.ok));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice)).toMatchObject({ status: 'fullfilled', currentRequestId: null, error: null, key: c.key, data: c.data });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(c.ok).sort());
  });

  it('treats an empty answer as a failure with the spec’s reason', async () => {
    vi.stubGlobal('fetch', vi.fn(answers(c.empty)));
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice)).toMatchObject({ status: 'idle', currentRequestId: null, error: c.emptyError });
  });

  it('returns to idle on a failure, with the message followed by the server’s reason', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({})));
    const store = makeDashboardStore();
    await c.load(store);
    const state = meta(store.getState(), c.slice);
    expect(state.status).toBe('idle');
    expect(state.error).toMatch(new RegExp(`^${c.failed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} no answer for /api/`));
  });

  it('says so when the portal cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice).error).toBe('The portal could not be reached. Check the connection and try again.');
  });

  it('ignores the answer or failure of a request that is no longer the current one', () => {
    const waiting = reduce(undefined, c.pending('old'), c.pending('new'));
    expect(meta(reduce(waiting, c.fulfilled('old')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'new', data: null });
    expect(meta(reduce(waiting, c.rejected('old')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'new', error: null });
    expect(meta(reduce(waiting, c.fulfilled('new')), c.slice)).toMatchObject({ status: 'fullfilled', data: c.data });
  });

  it('skips a second load of the same thing while one is pending', async () => {
    const fetchMock = vi.fn(answers(c.ok));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    // The first is pending from the moment it is dispatched; the second is refused by the thunk's condition.
    const first = c.load(store);
    const second = (await c.load(store)) as { meta: { condition?: boolean } };
    await first;
    expect(second.meta.condition).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(Object.keys(c.ok).length);
    expect(meta(store.getState(), c.slice).status).toBe('fullfilled');
  });

  it('drops the data of another key when a load starts, so nothing of the last choice is shown', async () => {
    vi.stubGlobal('fetch', vi.fn(answers(c.ok)));
    const store = makeDashboardStore();
    await c.load(store);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void c.other(store);
    const state = meta(store.getState(), c.slice);
    if (state.key === c.key) {
      // The region's documents have one key: a reload keeps what is shown until the answer comes.
      expect(state.data).toEqual(c.data);
    } else {
      expect(state).toMatchObject({ status: 'pending', data: null });
    }
  });

  it('is reset with the rest of the state on sign-out', () => {
    const state = reduce(undefined, c.pending('r1'), c.fulfilled('r1'), setProfile(null));
    expect(meta(state, c.slice)).toMatchObject({ status: 'idle', key: null, data: null });
  });
});

describe('the municipalities slice', () => {
  it('fails empty for a province the constants do not list', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({ '/api/constants/provinces': [200, provincesDocument] })));
    const store = makeDashboardStore();
    await store.dispatch(fetchMunicipalities({ province: '0499999000' }));
    expect(store.getState().municipalities.error).toBe(`No municipality is listed for this province. ${EMPTY_DATA}`);
  });
});

describe('the read of a 404 that is not an empty answer', () => {
  it('is a failure with the server’s message as reason, not an empty list', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({ '/api/constants/provinces': notFound('No such document.') })));
    const store = makeDashboardStore();
    await store.dispatch(fetchProvinces());
    expect(store.getState().provinces.error).toBe('The provinces could not be loaded. No such document.');
  });
});
