import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { failureText, type LoadStatus } from './load-status';
import { callReports, checkedBulletin, ReportCallError, type BulletinFields, type ReportSummary } from './report-api';

export interface ReportsState {
  list: ReportSummary[];
  status: LoadStatus;
  /** The id of the load, create or delete under way (a later answer of an older call is ignored). */
  currentRequestId: string | null;
  error: string | null;
  report: ReportSummary | null;
  success: string | null;
}

export const initialReportsState: ReportsState = { list: [], status: 'idle', currentRequestId: null, error: null, report: null, success: null };

type Rejection = { message: string; reason?: string };
const rejection = (error: unknown): Rejection =>
  error instanceof ReportCallError ? { message: error.message, reason: error.reason } : { message: 'Something went wrong.', reason: (error as Error)?.message };

type ThunkState = { reports: ReportsState };
// Spec §4: a create or delete is skipped while one is already pending.
const notPending = (_: unknown, { getState }: { getState: () => unknown }) => (getState() as ThunkState).reports.status !== 'pending';

export const fetchReports = createAsyncThunk<ReportSummary[], { type?: BulletinType }, { rejectValue: Rejection }>(
  'reports/fetch',
  async ({ type }, { rejectWithValue }) => {
    try {
      const list = (await callReports(null, { method: 'GET', query: type ? `?type=${type}` : '' })) as ReportSummary[];
      // Spec §5: an empty list is a failure with the reason `Received empty data`.
      if (list.length === 0) return rejectWithValue({ message: 'No saved reports.', reason: 'Received empty data' });
      return list;
    } catch (error) {
      return rejectWithValue(rejection(error));
    }
  },
);

export const createReport = createAsyncThunk<ReportSummary, { type: BulletinType; body: BulletinFields }, { rejectValue: Rejection }>(
  'reports/create',
  async ({ type, body }, { rejectWithValue }) => {
    try {
      return (await callReports(type, { method: 'POST', body: checkedBulletin(type, { ...body, operation: 'create' }) })) as ReportSummary;
    } catch (error) {
      return rejectWithValue(rejection(error));
    }
  },
  { condition: notPending },
);

export const deleteReport = createAsyncThunk<{ docId: string }, { type: BulletinType; docId: string }, { rejectValue: Rejection }>(
  'reports/delete',
  async ({ type, docId }, { rejectWithValue }) => {
    try {
      await callReports(type, { method: 'DELETE', body: { docId } });
      return { docId };
    } catch (error) {
      return rejectWithValue(rejection(error));
    }
  },
  { condition: notPending },
);

const failed = (state: ReportsState, payload: Rejection | undefined, fallback: string | undefined) => {
  state.status = 'idle';
  state.currentRequestId = null;
  state.error = failureText(payload?.message ?? fallback ?? 'Something went wrong.', payload?.reason);
  state.report = null;
  state.success = null;
};

export const reportsSlice = createSlice({
  name: 'reports',
  initialState: initialReportsState,
  reducers: {
    /** Spec §4: a reset clears the report, the error and the success message. */
    resetReport(state) {
      state.report = null;
      state.error = null;
      state.success = null;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [fetchReports, createReport, deleteReport]) {
      builder.addCase(thunk.pending, (state, action) => {
        state.status = 'pending';
        state.currentRequestId = action.meta.requestId;
        state.error = null;
      });
      builder.addCase(thunk.rejected, (state, action) => {
        if (state.currentRequestId !== action.meta.requestId) return;
        failed(state, action.payload, action.error.message);
      });
    }
    builder.addCase(fetchReports.fulfilled, (state, action) => {
      if (state.currentRequestId !== action.meta.requestId) return;
      state.status = 'fullfilled';
      state.currentRequestId = null;
      state.list = [...action.payload].sort((a, b) => b.date_created._seconds - a.date_created._seconds);
    });
    builder.addCase(createReport.fulfilled, (state, action) => {
      if (state.currentRequestId !== action.meta.requestId) return;
      state.status = 'fullfilled';
      state.currentRequestId = null;
      state.report = action.payload;
      state.success = action.payload.message ?? 'The bulletin was saved.';
      state.list = [action.payload, ...state.list.filter((r) => r.id !== action.payload.id)];
    });
    builder.addCase(deleteReport.fulfilled, (state, action) => {
      if (state.currentRequestId !== action.meta.requestId) return;
      state.status = 'fullfilled';
      state.currentRequestId = null;
      state.list = state.list.filter((r) => r.id !== action.payload.docId);
      if (state.report?.id === action.payload.docId) state.report = null;
      state.success = 'The bulletin was deleted.';
    });
  },
});

export const { resetReport } = reportsSlice.actions;
