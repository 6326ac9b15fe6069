import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from './report-api';
import { createReport, deleteReport, fetchReports, initialReportsState, reportsSlice, resetReport } from './reports-slice';
import { makeDashboardStore } from './store';

const report = (id: string, seconds: number): ReportSummary => ({
  id,
  docId: id,
  uid: 'u1',
  type: 'ten_day',
  date_created: { _seconds: seconds },
  reference: `R-${id}`,
  language: 'en',
  title: 'T',
  province: 'Laguna',
  municipality: 'Bay',
  crop: 'Rice',
  period: 'P',
  size: 1000,
  pdfUrl: `/bulletins/${id}.pdf`,
  htmlUrl: `/bulletins/${id}`,
  isDemo: false,
  request: {},
  state: 'draft',
  publishedAt: null,
});

const BAY_RICE = { province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', isFull: true } as const;

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the reports slice (spec §4)', () => {
  it('starts idle with nothing', () => {
    expect(reportsSlice.reducer(undefined, { type: 'init' })).toEqual(initialReportsState);
  });

  it('sets pending and clears the error when a load starts', () => {
    const state = reportsSlice.reducer({ ...initialReportsState, error: 'old' }, fetchReports.pending('r1', {}));
    expect(state).toMatchObject({ status: 'pending', error: null, currentRequestId: 'r1' });
  });

  it('loads the list newest first and sets fullfilled', async () => {
    vi.stubGlobal('fetch', answer(200, [report('a', 10), report('b', 30), report('c', 20)]));
    const store = makeDashboardStore();
    await store.dispatch(fetchReports({}));
    expect(store.getState().reports.status).toBe('fullfilled');
    expect(store.getState().reports.list.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('treats an empty list as a failure with the reason Received empty data', async () => {
    vi.stubGlobal('fetch', answer(200, []));
    const store = makeDashboardStore();
    await store.dispatch(fetchReports({ type: 'seasonal' }));
    expect(store.getState().reports).toMatchObject({ status: 'idle', error: 'No saved reports. Received empty data' });
  });

  it('adds a created report to the list and keeps it as the current report with a success message', async () => {
    vi.stubGlobal('fetch', answer(201, { ...report('n', 40), message: 'The 10-day bulletin was saved.' }));
    const store = makeDashboardStore({ reports: { ...initialReportsState, list: [report('a', 10)] } });
    await store.dispatch(createReport({ type: 'ten_day', body: BAY_RICE }));
    const state = store.getState().reports;
    expect(state).toMatchObject({ status: 'fullfilled', success: 'The 10-day bulletin was saved.', error: null });
    expect(state.report?.id).toBe('n');
    expect(state.list.map((r) => r.id)).toEqual(['n', 'a']);
  });

  it('returns to idle on a failed create, storing the error and clearing the current report', async () => {
    vi.stubGlobal('fetch', answer(404, { error: { code: 'NOT_FOUND', message: 'Received empty data: there is no 10-day calendar.' } }));
    const store = makeDashboardStore({ reports: { ...initialReportsState, report: report('old', 1) } });
    await store.dispatch(createReport({ type: 'ten_day', body: BAY_RICE }));
    expect(store.getState().reports).toMatchObject({
      status: 'idle',
      report: null,
      error: 'The bulletin could not be processed: Received empty data: there is no 10-day calendar.',
    });
  });

  it('reports the seasonal failure by its message alone', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'BAD_REQUEST', message: 'month is required unless isFull is true' } }));
    const store = makeDashboardStore();
    await store.dispatch(createReport({ type: 'seasonal', body: BAY_RICE }));
    expect(store.getState().reports.error).toBe('month is required unless isFull is true');
  });

  it("refuses a body its type's request schema refuses, naming the field, without calling the server", async () => {
    const fetchMock = answer(201, report('n', 40));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    await store.dispatch(createReport({ type: 'seasonal', body: { ...BAY_RICE, isFull: false } }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().reports.error).toBe('Some fields need a change before this can be saved. Month: month is required unless isFull is true');
  });

  it('skips a second create or delete while one is pending', async () => {
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(report('x', 5)), { status: 201 }));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    const first = store.dispatch(createReport({ type: 'ten_day', body: BAY_RICE }));
    const second = await store.dispatch(createReport({ type: 'ten_day', body: BAY_RICE }));
    const third = await store.dispatch(deleteReport({ type: 'ten_day', docId: 'x' }));
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    expect(third.meta).toMatchObject({ requestStatus: 'rejected', condition: true });
    release();
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().reports.list).toHaveLength(1);
  });

  it('removes a deleted report from the list', async () => {
    vi.stubGlobal('fetch', answer(200, { docId: 'a' }));
    const store = makeDashboardStore({ reports: { ...initialReportsState, list: [report('a', 10), report('b', 5)], report: report('a', 10) } });
    await store.dispatch(deleteReport({ type: 'ten_day', docId: 'a' }));
    expect(store.getState().reports.list.map((r) => r.id)).toEqual(['b']);
    expect(store.getState().reports.report).toBeNull();
  });

  it('keeps the list on a failed delete and says why', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, { error: { code: 'FORBIDDEN', message: 'Only the staff member who saved this bulletin, or a superadmin, may delete it.' } }),
    );
    const store = makeDashboardStore({ reports: { ...initialReportsState, list: [report('a', 10)] } });
    await store.dispatch(deleteReport({ type: 'special_weather', docId: 'a' }));
    expect(store.getState().reports.list).toHaveLength(1);
    expect(store.getState().reports.error).toContain('may delete it');
  });

  it('says so when the portal cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const store = makeDashboardStore();
    await store.dispatch(fetchReports({}));
    expect(store.getState().reports.error).toBe('The portal could not be reached. Check the connection and try again.');
  });

  it('ignores the answer of a call that is no longer the current one', () => {
    const state = reportsSlice.reducer(
      { ...initialReportsState, status: 'pending', currentRequestId: 'new' },
      fetchReports.fulfilled([report('a', 1)], 'old', {}),
    );
    expect(state).toMatchObject({ status: 'pending', list: [] });
  });

  it('clears report, error and success on reset', () => {
    const state = reportsSlice.reducer({ ...initialReportsState, report: report('a', 1), error: 'e', success: 's', list: [report('a', 1)] }, resetReport());
    expect(state).toMatchObject({ report: null, error: null, success: null });
    expect(state.list).toHaveLength(1);
  });
});
