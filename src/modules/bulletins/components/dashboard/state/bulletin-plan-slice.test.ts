import { afterEach, describe, expect, it, vi } from 'vitest';
import { toBulletinPlan } from '@/modules/bulletins/rules/bulletin-plan-answer';
import { HAND_BUILT_DOC } from '../../../../../../tests/support/hand-built-bulletin';
import { fetchBulletinPlan, planKey, type PlanRequest } from './bulletin-plan-slice';
import { makeDashboardStore } from './store';
import { BAY, LAGUNA } from './test-fixtures';
import { setProfile } from './user-slice';

afterEach(() => vi.unstubAllGlobals());

const bay: PlanRequest = { type: 'ten_day', region: 'calabarzon', province: LAGUNA, municipality: BAY, crop: 'rice', language: 'en' };
const PLAN = toBulletinPlan(HAND_BUILT_DOC);
const ENDED = {
  error: {
    code: 'CONFLICT',
    message: 'The 10-day outlook for November 21 – 22, 2026 ended on November 22, 2026; the office has not loaded a newer one.',
    details: { reason: 'outlook_ended', validTo: '2026-11-22' },
  },
};
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the bulletin plan slice', () => {
  it('posts the choice to the plan call and holds the server’s plan for it', async () => {
    const fetchMock = answer(200, PLAN);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    await store.dispatch(fetchBulletinPlan(bay));
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/plan', expect.objectContaining({ method: 'POST', body: JSON.stringify(bay) }));
    expect(store.getState().bulletinPlan).toMatchObject({ status: 'fullfilled', key: planKey(bay), data: PLAN, failure: null, error: null });
  });

  it('keeps the server’s refusal with its status and details, for the panel to say in words', async () => {
    vi.stubGlobal('fetch', answer(409, ENDED));
    const store = makeDashboardStore();
    await store.dispatch(fetchBulletinPlan(bay));
    expect(store.getState().bulletinPlan).toMatchObject({
      status: 'idle',
      key: planKey(bay),
      data: null,
      error: ENDED.error.message,
      failure: { status: 409, message: ENDED.error.message, details: ENDED.error.details },
    });
  });

  it('says so when the portal cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const store = makeDashboardStore();
    await store.dispatch(fetchBulletinPlan(bay));
    expect(store.getState().bulletinPlan.failure).toEqual({ status: null, message: 'The portal could not be reached. Check the connection and try again.' });
  });

  it('does not send a choice the call’s own schema refuses', async () => {
    const fetchMock = answer(200, PLAN);
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    await store.dispatch(fetchBulletinPlan({ ...bay, type: 'seasonal' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().bulletinPlan.failure).toEqual({ status: 400, message: 'Month: month is required unless isFull is true' });
  });

  it('skips a second load of the same choice while one runs, and ignores the answer of a choice since changed', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    const first = store.dispatch(fetchBulletinPlan(bay));
    const again = (await store.dispatch(fetchBulletinPlan(bay))) as { meta: { condition?: boolean } };
    expect(again.meta.condition).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const tagalog: PlanRequest = { ...bay, language: 'tag' };
    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'Received an empty weather data: none.' } }));
    await store.dispatch(fetchBulletinPlan(tagalog));
    release(new Response(JSON.stringify(PLAN), { status: 200 }));
    await first;
    expect(store.getState().bulletinPlan).toMatchObject({ key: planKey(tagalog), data: null, failure: { status: 404 } });
  });

  it('shows nothing of the last choice while another’s plan is asked for, and is reset on sign-out', async () => {
    vi.stubGlobal('fetch', answer(200, PLAN));
    const store = makeDashboardStore();
    await store.dispatch(fetchBulletinPlan(bay));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void store.dispatch(fetchBulletinPlan({ ...bay, crop: 'corn' }));
    expect(store.getState().bulletinPlan).toMatchObject({ status: 'pending', data: null });
    store.dispatch(setProfile(null));
    expect(store.getState().bulletinPlan).toMatchObject({ status: 'idle', key: null, data: null, failure: null });
  });
});
