import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { z } from 'zod';
import type { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';

export type AuthState = 'loading' | 'signedIn' | 'signedOut';

/** The signed-in staff member, as `GET /api/profile` answers. */
export type Profile = z.output<typeof PROFILE_CONTRACT.get.output>;

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
