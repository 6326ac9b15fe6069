import { describe, expect, it } from 'vitest';
import {
  calendarKey,
  cropCalendarSlice,
  fetchCropCalendar,
  filterCalendar,
  filterKey,
  initialCropCalendarState,
  type CropCalendarState,
} from './crop-calendar-slice';
import { EMPTY_DATA } from './load-cycle';
import { BAY, CALAMBA, calendarRow, LAGUNA } from './test-fixtures';

const load = { province: LAGUNA, crop: 'rice' };
const bayTenDay = calendarRow(BAY, 'ten_day', { 15: 'veg' });
const baySeasonal = calendarRow(BAY, 'seasonal', { 14: 'plant' });
const calambaSeasonal = calendarRow(CALAMBA, 'seasonal', { 16: 'repro' });
const rows = [baySeasonal, bayTenDay, calambaSeasonal];
const names = { cropName: 'Rice', place: 'Bay, Laguna' };
const reduce = cropCalendarSlice.reducer;

const loadedState: CropCalendarState = { ...initialCropCalendarState, status: 'fullfilled', key: calendarKey(load), data: rows };

describe('the crop calendar slice: the spec §4 success rule', () => {
  it('clears the error and the filtered list on success, as well as setting fullfilled', () => {
    const filtered = reduce(loadedState, filterCalendar({ load, municipality: BAY, crop: 'rice', modes: ['ten_day'], ...names }));
    const reloading = reduce(filtered, fetchCropCalendar.pending('r2', load));
    // Same key: the filtered rows stay shown while the reload runs.
    expect(reloading.filtered_calendar).toHaveLength(1);
    const done = reduce({ ...reloading, error: 'left over' }, fetchCropCalendar.fulfilled(rows, 'r2', load));
    expect(done).toMatchObject({ status: 'fullfilled', error: null, filtered_calendar: [], filteredFor: null, data: rows });
  });

  it('drops the rows and the filtered list of another province or crop when a load starts', () => {
    const filtered = reduce(loadedState, filterCalendar({ load, municipality: BAY, crop: 'rice', modes: ['ten_day'], ...names }));
    const other = reduce(filtered, fetchCropCalendar.pending('r3', { province: LAGUNA, crop: 'corn' }));
    expect(other).toMatchObject({ status: 'pending', data: null, filtered_calendar: [], filteredFor: null });
  });
});

describe('filtering the calendar for the chosen place and crop', () => {
  it('keeps the rows of the municipality and crop in the modes asked for, in the order the bulletin tries them', () => {
    const state = reduce(loadedState, filterCalendar({ load, municipality: BAY, crop: 'rice', modes: ['ten_day', 'seasonal'], ...names }));
    expect(state.filtered_calendar).toEqual([bayTenDay, baySeasonal]);
    expect(state.filteredFor).toBe(filterKey(load, { municipality: BAY, modes: ['ten_day', 'seasonal'] }));
    expect(state.error).toBeNull();
  });

  it('sets the error with the reason Received empty data when nothing is left, keeping the loaded rows', () => {
    const state = reduce(
      loadedState,
      filterCalendar({ load, municipality: CALAMBA, crop: 'rice', modes: ['ten_day'], cropName: 'Rice', place: 'City of Calamba, Laguna' }),
    );
    expect(state).toMatchObject({
      status: 'fullfilled',
      filtered_calendar: [],
      error: `There is no 10-day calendar for Rice in City of Calamba, Laguna. ${EMPTY_DATA}`,
    });
    expect(state.data).toEqual(rows);
    const special = reduce(
      loadedState,
      filterCalendar({ load, municipality: CALAMBA, crop: 'corn', modes: ['ten_day', 'seasonal'], cropName: 'Corn', place: 'City of Calamba, Laguna' }),
    );
    expect(special.error).toBe(`There is no 10-day or seasonal calendar for Corn in City of Calamba, Laguna. ${EMPTY_DATA}`);
  });

  it('clears that error when another place has a row', () => {
    const empty = reduce(loadedState, filterCalendar({ load, municipality: CALAMBA, crop: 'rice', modes: ['ten_day'], ...names }));
    const found = reduce(empty, filterCalendar({ load, municipality: CALAMBA, crop: 'rice', modes: ['seasonal'], ...names }));
    expect(found).toMatchObject({ error: null, filtered_calendar: [calambaSeasonal] });
  });

  it('does nothing before the rows of that province and crop are loaded', () => {
    const pending = reduce(initialCropCalendarState, fetchCropCalendar.pending('r1', load));
    expect(reduce(pending, filterCalendar({ load, municipality: BAY, crop: 'rice', modes: ['ten_day'], ...names }))).toEqual(pending);
    const otherLoad = { province: LAGUNA, crop: 'corn' };
    expect(reduce(loadedState, filterCalendar({ load: otherLoad, municipality: BAY, crop: 'corn', modes: ['ten_day'], ...names }))).toEqual(loadedState);
  });
});
