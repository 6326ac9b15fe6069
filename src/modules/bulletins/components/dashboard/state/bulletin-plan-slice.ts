import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { BulletinPlan } from '@/modules/bulletins/rules/bulletin-plan-answer';
import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { refusalOf, type RequestBody } from '@/platform/contracts/check-request';
import { initialLoadMeta, markFulfilled, markPending, type LoadMeta } from './load-cycle';

/** The call that answers the server's plan of a bulletin (`POST /api/reports/plan`). */
export const PLAN_CALL = REPORTS_CONTRACT.plan;

/** The dashboard's choice as the plan call takes it: the bulletin type and its report's fields, less `operation`. */
export type PlanRequest = RequestBody<typeof PLAN_CALL>;

/** Why there is no plan: the server's refusal (its status, message and details) or, without a status, the connection failed. */
export interface PlanFailure {
  status: number | null;
  message: string;
  details?: Record<string, unknown>;
}

export interface BulletinPlanState extends LoadMeta {
  /** The plan of the choice `key` (planKey) names. */
  data: BulletinPlan | null;
  failure: PlanFailure | null;
}

export const initialBulletinPlanState: BulletinPlanState = { ...initialLoadMeta, data: null, failure: null };

/** One text per choice, as the dashboard builds it (its fields always in the same order). */
export const planKey = (request: PlanRequest) => JSON.stringify(request);

const FIELD_LABELS = { province: 'Province', municipality: 'City or municipality', crop: 'Crop', month: 'Month', signal: 'Wind signal', language: 'Language' };

/**
 * The server's plan of the bulletin of a choice: what it would hold, composed as the bulletin is. A choice
 * the call's own schema refuses is not sent. A second load of the same choice while one runs is skipped.
 */
export const fetchBulletinPlan = createAsyncThunk<BulletinPlan, PlanRequest, { rejectValue: PlanFailure }>(
  'bulletinPlan/fetch',
  async (request, { rejectWithValue }) => {
    const refusal = refusalOf(PLAN_CALL, request, FIELD_LABELS);
    // Refused as the route would refuse it (400), without asking.
    if (refusal) return rejectWithValue({ status: 400, message: refusal.problems.join(' ') || refusal.message });
    let response: Response;
    try {
      response = await fetch(PLAN_CALL.path, { method: PLAN_CALL.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
    } catch {
      return rejectWithValue({ status: null, message: 'The portal could not be reached. Check the connection and try again.' });
    }
    const body = (await response.json().catch(() => null)) as (BulletinPlan & { error?: { message?: string; details?: Record<string, unknown> } }) | null;
    if (response.ok && body) return body;
    return rejectWithValue({
      status: response.status,
      message: body?.error?.message ?? `The server answered ${response.status}.`,
      ...(body?.error?.details ? { details: body.error.details } : {}),
    });
  },
  {
    condition: (request, { getState }) => {
      const current = (getState() as { bulletinPlan: BulletinPlanState }).bulletinPlan;
      return !(current.status === 'pending' && current.key === planKey(request));
    },
  },
);

export const bulletinPlanSlice = createSlice({
  name: 'bulletinPlan',
  initialState: initialBulletinPlanState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchBulletinPlan.pending, (state, action) => {
      const key = planKey(action.meta.arg);
      // Nothing of another choice is shown while this one's plan is worked out.
      if (state.key !== key) state.data = null;
      state.failure = null;
      markPending(state, action.meta.requestId, key);
    });
    builder.addCase(fetchBulletinPlan.fulfilled, (state, action) => {
      if (markFulfilled(state, action.meta.requestId)) state.data = action.payload;
    });
    builder.addCase(fetchBulletinPlan.rejected, (state, action) => {
      // A stale answer (of a choice since changed) is ignored.
      if (state.currentRequestId !== action.meta.requestId) return;
      const failure = action.payload ?? { status: null, message: action.error.message ?? 'Something went wrong.' };
      state.status = 'idle';
      state.currentRequestId = null;
      state.data = null;
      state.error = failure.message;
      state.failure = failure;
    });
  },
});
