import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  chooseReportType,
  closeSaveDialog,
  DEFAULT_SAVE_DIALOG,
  dismissWelcome,
  openSaveDialog,
  setSaveDialogLoading,
} from './dashboard-slice';
import { initialReportsState } from './reports-slice';
import { makeDashboardStore } from './store';
import { setProfile } from './user-slice';

const profile = { id: 'u1', email: 'a@example.ph', name: 'A', accountLevel: 2 };

describe('the dashboard slice', () => {
  it('starts on seasonal, English, the welcome shown and the save dialog closed with its default text', () => {
    const { dashboard } = makeDashboardStore().getState();
    expect(dashboard).toEqual({
      reportType: 'seasonal',
      welcomeOpen: true,
      language: 'en',
      saveDialog: { title: 'Save report', message: 'Do you want to save this report?', open: false, loading: false },
    });
  });

  it('chooses type and language, dismisses the welcome, and opens, loads and closes the save dialog', () => {
    const store = makeDashboardStore();
    store.dispatch(chooseReportType('special_weather'));
    store.dispatch(chooseLanguage('tag'));
    store.dispatch(dismissWelcome());
    store.dispatch(openSaveDialog());
    store.dispatch(setSaveDialogLoading(true));
    expect(store.getState().dashboard).toMatchObject({
      reportType: 'special_weather',
      language: 'tag',
      welcomeOpen: false,
      saveDialog: { open: true, loading: true },
    });
    store.dispatch(closeSaveDialog());
    expect(store.getState().dashboard.saveDialog).toEqual(DEFAULT_SAVE_DIALOG);
  });
});

describe('the user slice and the reset on sign-out (spec §4)', () => {
  it('is loading until a profile is known; a profile means signedIn', () => {
    const store = makeDashboardStore();
    expect(store.getState().user.authState).toBe('loading');
    store.dispatch(setProfile(profile));
    expect(store.getState().user).toEqual({ authState: 'signedIn', profile });
  });

  it('resets the whole state when the auth state turns signedOut', () => {
    const store = makeDashboardStore({ reports: { ...initialReportsState, error: 'x', success: 'y' } });
    store.dispatch(setProfile(profile));
    store.dispatch(chooseReportType('ten_day'));
    store.dispatch(setProfile(null));
    const state = store.getState();
    expect(state.user).toEqual({ authState: 'signedOut', profile: null });
    expect(state.dashboard.reportType).toBe('seasonal');
    expect(state.reports).toEqual(initialReportsState);
  });
});
