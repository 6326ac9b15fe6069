import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import type { CalendarEntry } from '@/server/calendar/get-calendar';
import { createLoadThunk, EMPTY_DATA, initialLoadMeta, loadJson, markFulfilled, markPending, markRejected, queryOf, type LoadMeta } from './load-cycle';
import { failureText } from './load-status';

export interface CropCalendarState extends LoadMeta {
  /** The crop's calendar rows across the province, both modes (`key`: calendarKey). */
  data: CalendarEntry[] | null;
  /** Spec §3: the rows of the chosen place and crop, in the order the bulletin tries the modes. */
  filtered_calendar: CalendarEntry[];
  /** The filterKey filtered_calendar holds; null when it was not filtered since the last load. */
  filteredFor: string | null;
}

export const initialCropCalendarState: CropCalendarState = { ...initialLoadMeta, data: null, filtered_calendar: [], filteredFor: null };

export interface CalendarLoad {
  province: string;
  crop: string;
}

export interface CalendarFilter {
  municipality: string;
  crop: string;
  modes: readonly CalendarMode[];
  /** Names for the error text: `Rice`, `Bay, Laguna`. */
  cropName: string;
  place: string;
}

export const calendarKey = ({ province, crop }: CalendarLoad) => JSON.stringify([province, crop]);
export const filterKey = (load: CalendarLoad, filter: Pick<CalendarFilter, 'municipality' | 'modes'>) =>
  JSON.stringify([calendarKey(load), filter.municipality, filter.modes]);

const MODE_NAMES: Record<CalendarMode, string> = { ten_day: '10-day', seasonal: 'seasonal' };

/** The crop's calendar in one province: the lite calendar per province of spec §3 (GET /api/calendar?province=&crop=). */
export const fetchCropCalendar = createLoadThunk<CalendarEntry[], CalendarLoad>('cropcalendar', calendarKey, ({ province, crop }) =>
  loadJson<CalendarEntry[]>(`/api/calendar${queryOf({ province, crop })}`, {
    failed: 'The cropping calendar could not be loaded.',
    empty: 'There is no calendar for this crop in this province.',
    // Spec §5: an empty crop calendar fails with `Received empty data`.
    emptyReason: EMPTY_DATA,
    isEmpty: (rows) => rows.length === 0,
  }),
);

export const cropCalendarSlice = createSlice({
  name: 'cropcalendar',
  initialState: initialCropCalendarState,
  reducers: {
    /**
     * Keeps the rows of one municipality and crop in the modes asked for. None is the crop calendar's empty
     * result (spec §5), worded as the server refuses such a bulletin; the loaded rows stay for another place.
     */
    filterCalendar(state, action: PayloadAction<CalendarFilter & { load: CalendarLoad }>) {
      const { load, municipality, crop, modes, cropName, place } = action.payload;
      if (state.status !== 'fullfilled' || state.key !== calendarKey(load) || !state.data) return;
      state.filtered_calendar = modes.flatMap((mode) =>
        state.data!.filter((row) => row.municipality.psgc === municipality && row.crop === crop && row.mode === mode),
      );
      state.filteredFor = filterKey(load, { municipality, modes });
      state.error =
        state.filtered_calendar.length === 0
          ? failureText(`There is no ${modes.map((m) => MODE_NAMES[m]).join(' or ')} calendar for ${cropName} in ${place}.`, EMPTY_DATA)
          : null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchCropCalendar.pending, (state, action) => {
      const key = calendarKey(action.meta.arg);
      if (state.key !== key) {
        state.data = null;
        state.filtered_calendar = [];
        state.filteredFor = null;
      }
      markPending(state, action.meta.requestId, key);
    });
    builder.addCase(fetchCropCalendar.fulfilled, (state, action) => {
      if (!markFulfilled(state, action.meta.requestId)) return;
      // Spec §4: the crop calendar's success also clears the error and the filtered list; it is filtered anew.
      state.error = null;
      state.filtered_calendar = [];
      state.filteredFor = null;
      state.data = action.payload;
    });
    builder.addCase(fetchCropCalendar.rejected, (state, action) => markRejected(state, action.meta.requestId, action.payload, action.error.message));
  },
});

export const { filterCalendar } = cropCalendarSlice.actions;
