import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { failureText, type LoadStatus } from './load-status';

/** Spec §5 and §8: the reasons an empty answer fails with, the second for the weather data. */
export const EMPTY_DATA = 'Received empty data';
export const EMPTY_WEATHER_DATA = 'Received an empty weather data.';
export type EmptyReason = typeof EMPTY_DATA | typeof EMPTY_WEATHER_DATA;

/** The part of a slice the spec §4 load cycle drives. */
export interface LoadMeta {
  status: LoadStatus;
  /** The load under way; an answer to any other request is stale and ignored. */
  currentRequestId: string | null;
  /** The message followed by the reason (spec §4), or null. */
  error: string | null;
  /** What the data (or the load under way) is for, e.g. a province code: a view never takes one place's data for another's. */
  key: string | null;
}

export interface LoadState<T> extends LoadMeta {
  data: T | null;
}

export const initialLoadMeta: LoadMeta = { status: 'idle', currentRequestId: null, error: null, key: null };

export type Rejection = { message: string; reason?: string };
export type LoadThunkConfig = { rejectValue: Rejection };

/** A failed or empty load: `message` says what did not load, `reason` why. */
export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly reason: string | undefined,
  ) {
    super(message);
  }
}

export const rejectionOf = (error: unknown): Rejection =>
  error instanceof LoadFailure ? { message: error.message, reason: error.reason } : { message: 'Something went wrong.', reason: (error as Error)?.message };

/** The servers answer an empty read with a 404 whose message starts so (e.g. `Received empty data: there is no …`). */
const EMPTY_ANSWER = /^Received (empty data|an empty weather data)/;

/**
 * A GET of one of the portal's JSON APIs: the body, or `null` when the server says there is nothing (a 404
 * `Received … empty …`). Any other failure throws a LoadFailure with `failed` as message and the server's
 * message (or the connection problem) as reason.
 */
export async function readJson<T>(url: string, failed: string): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new LoadFailure('The portal could not be reached.', 'Check the connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
  if (response.ok) return body;
  const message = body?.error?.message ?? `The server answered ${response.status}.`;
  if (response.status === 404 && EMPTY_ANSWER.test(message)) return null;
  throw new LoadFailure(failed, message);
}

/** readJson for a slice whose empty answer is a failure (spec §5): `empty` with the slice's reason. */
export async function loadJson<T>(url: string, what: { failed: string; empty: string; emptyReason: EmptyReason; isEmpty: (body: T) => boolean }): Promise<T> {
  const body = await readJson<T>(url, what.failed);
  if (body === null || what.isEmpty(body)) throw new LoadFailure(what.empty, what.emptyReason);
  return body;
}

/** Spec §4: starting a load sets pending and clears the error. */
export function markPending(state: LoadMeta, requestId: string, key: string): void {
  state.status = 'pending';
  state.currentRequestId = requestId;
  state.error = null;
  state.key = key;
}

/** Spec §4: success sets fullfilled. False (and nothing changed) for a stale answer. */
export function markFulfilled(state: LoadMeta, requestId: string): boolean {
  if (state.currentRequestId !== requestId) return false;
  state.status = 'fullfilled';
  state.currentRequestId = null;
  return true;
}

/** Spec §4: failure returns to idle with the message followed by the reason. A stale failure is ignored. */
export function markRejected(state: LoadMeta, requestId: string, payload: Rejection | undefined, fallback: string | undefined): void {
  if (state.currentRequestId !== requestId) return;
  state.status = 'idle';
  state.currentRequestId = null;
  state.error = failureText(payload?.message ?? fallback ?? 'Something went wrong.', payload?.reason);
}

/**
 * A load thunk of the slice `name` (also its store key). A second load of the same thing while one is
 * pending is skipped (React may run an effect twice); a load of something else goes ahead and makes the
 * earlier one stale.
 */
export function createLoadThunk<T, A>(name: string, keyOf: (arg: A) => string, load: (arg: A) => Promise<T>) {
  return createAsyncThunk<T, A, LoadThunkConfig>(
    `${name}/fetch`,
    async (arg, { rejectWithValue }) => {
      try {
        return await load(arg);
      } catch (error) {
        return rejectWithValue(rejectionOf(error));
      }
    },
    {
      condition: (arg, { getState }) => {
        const current = (getState() as Record<string, LoadMeta | undefined>)[name];
        return !(current?.status === 'pending' && current.key === keyOf(arg));
      },
    },
  );
}

type LoadThunk<T, A> = ReturnType<typeof createLoadThunk<T, A>>;

/**
 * A slice holding one loaded answer through the spec §4 cycle. Data of another key is dropped when a load
 * starts, so nothing of the previous place or crop is shown while the new one loads.
 */
export function createLoadSlice<T, A>(name: string, thunk: LoadThunk<T, A>, keyOf: (arg: A) => string) {
  const initialState: LoadState<T> = { ...initialLoadMeta, data: null };
  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      builder.addCase(thunk.pending, (state, action) => {
        const key = keyOf(action.meta.arg);
        if (state.key !== key) state.data = null;
        markPending(state, action.meta.requestId, key);
      });
      builder.addCase(thunk.fulfilled, (state, action) => {
        // The draft of a generic T is not typed as T; the payload is the plain data the draft stands for.
        if (markFulfilled(state, action.meta.requestId)) (state as LoadState<T>).data = action.payload;
      });
      builder.addCase(thunk.rejected, (state, action) => markRejected(state, action.meta.requestId, action.payload, action.error.message));
    },
  });
}

/** The data of a slice when it is loaded for `key`, else null. */
export function loadedFor<T>(state: LoadState<T>, key: string | null): T | null {
  return key !== null && state.key === key && state.status === 'fullfilled' ? state.data : null;
}
