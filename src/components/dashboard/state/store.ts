import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { cropCalendarSlice } from './crop-calendar-slice';
import { dashboardSlice } from './dashboard-slice';
import { municipalitiesSlice } from './municipalities-slice';
import { provincesSlice } from './provinces-slice';
import { recommendationsSlice } from './recommendations-slice';
import { reportsSlice } from './reports-slice';
import { seasonalCommonMiscSlice } from './seasonal-common-misc-slice';
import { seasonalWeatherSlice } from './seasonal-weather-slice';
import { specialWeatherSlice } from './special-weather-slice';
import { tenDayWeatherSlice } from './ten-day-weather-slice';
import { setProfile, userSlice } from './user-slice';

// Spec §3 names the slices; `specialweather` is the dashboard's own, for the special weather bulletin.
const slices = combineReducers({
  provinces: provincesSlice.reducer,
  municipalities: municipalitiesSlice.reducer,
  tendayweather: tenDayWeatherSlice.reducer,
  seasonalweather: seasonalWeatherSlice.reducer,
  seasonalcommon_misc: seasonalCommonMiscSlice.reducer,
  specialweather: specialWeatherSlice.reducer,
  recommendations: recommendationsSlice.reducer,
  cropcalendar: cropCalendarSlice.reducer,
  reports: reportsSlice.reducer,
  dashboard: dashboardSlice.reducer,
  user: userSlice.reducer,
});
export type DashboardRootState = ReturnType<typeof slices>;

/** Spec §4: when the auth state turns signedOut the whole application state is reset. */
export function rootReducer(state: DashboardRootState | undefined, action: UnknownAction): DashboardRootState {
  if (setProfile.match(action) && action.payload === null) {
    return slices(undefined, action);
  }
  return slices(state, action);
}

export function makeDashboardStore(preloaded?: Partial<DashboardRootState>) {
  return configureStore({ reducer: rootReducer, preloadedState: preloaded as DashboardRootState | undefined });
}

export type DashboardStore = ReturnType<typeof makeDashboardStore>;
export type DashboardDispatch = DashboardStore['dispatch'];
