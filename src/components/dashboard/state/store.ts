import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { dashboardSlice } from './dashboard-slice';
import { reportsSlice } from './reports-slice';
import { setProfile, userSlice } from './user-slice';

const slices = combineReducers({ reports: reportsSlice.reducer, dashboard: dashboardSlice.reducer, user: userSlice.reducer });
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
