import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthState = 'loading' | 'signedIn' | 'signedOut';

export interface Profile {
  id: string;
  email: string;
  name: string;
  accountLevel: number;
}

export interface UserState {
  authState: AuthState;
  profile: Profile | null;
}

export const initialUserState: UserState = { authState: 'loading', profile: null };

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Spec §4: a profile means signedIn, none signedOut. */
    setProfile(state, action: PayloadAction<Profile | null>) {
      state.profile = action.payload;
      state.authState = action.payload ? 'signedIn' : 'signedOut';
    },
  },
});

export const { setProfile } = userSlice.actions;
