import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';

export interface SaveDialogState {
  title: string;
  message: string;
  open: boolean;
  loading: boolean;
}

export interface DashboardState {
  reportType: BulletinType;
  welcomeOpen: boolean;
  language: BulletinLanguage;
  saveDialog: SaveDialogState;
}

/** Spec §4: the save-report dialog's default. */
export const DEFAULT_SAVE_DIALOG: SaveDialogState = { title: 'Save report', message: 'Do you want to save this report?', open: false, loading: false };

export const initialDashboardState: DashboardState = { reportType: 'seasonal', welcomeOpen: true, language: 'en', saveDialog: DEFAULT_SAVE_DIALOG };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    chooseReportType(state, action: PayloadAction<BulletinType>) {
      state.reportType = action.payload;
    },
    dismissWelcome(state) {
      state.welcomeOpen = false;
    },
    chooseLanguage(state, action: PayloadAction<BulletinLanguage>) {
      state.language = action.payload;
    },
    openSaveDialog(state) {
      state.saveDialog = { ...DEFAULT_SAVE_DIALOG, open: true };
    },
    setSaveDialogLoading(state, action: PayloadAction<boolean>) {
      state.saveDialog.loading = action.payload;
    },
    closeSaveDialog(state) {
      state.saveDialog = DEFAULT_SAVE_DIALOG;
    },
  },
});

export const { chooseReportType, dismissWelcome, chooseLanguage, openSaveDialog, setSaveDialogLoading, closeSaveDialog } = dashboardSlice.actions;
