import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { isoInstant, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';

const manage = { kind: 'action', action: 'profile.manage' } as const;

export const updateOwnNameInput = z
  .object({ name: z.string({ error: 'name is required' }).trim().min(1, 'a name is required').max(120, 'at most 120 characters') })
  .strict();

export const changeOwnPasswordInput = z
  .object({
    currentPassword: z.string({ error: 'currentPassword is required' }).min(1, 'currentPassword is required').max(MAX_PASSWORD_LENGTH),
    newPassword: z
      .string({ error: 'newPassword is required' })
      .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`),
  })
  .strict()
  .refine((input) => input.currentPassword !== input.newPassword, { message: 'choose a password different from the current one', path: ['newPassword'] });

export const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the session id in the address is not valid') });

/** One of the signed-in person's sessions, as the profile page lists it. */
export const ownSessionSchema = z.object({
  id: z.string(),
  createdAt: isoInstant,
  lastSeenAt: isoInstant,
  expiresAt: isoInstant,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

export const PROFILE_CONTRACT = {
  get: operation({
    method: 'GET',
    path: '/api/profile',
    tag: 'Profile',
    summary: 'The signed-in staff member',
    access: manage,
    output: z.object({ id: z.string(), email: z.string(), name: z.string(), accountLevel: z.number().int() }),
  }),
  rename: operation({
    method: 'PATCH',
    path: '/api/profile',
    tag: 'Profile',
    summary: "Changes one's own name",
    access: manage,
    input: updateOwnNameInput,
    output: withMessage({ name: z.string() }),
  }),
  changePassword: operation({
    method: 'POST',
    path: '/api/profile/password',
    tag: 'Profile',
    summary: "Changes one's own password (the current one is required); other sessions end",
    access: manage,
    input: changeOwnPasswordInput,
    output: withMessage({ sessionsEnded: z.number().int() }),
  }),
  sessions: operation({
    method: 'GET',
    path: '/api/profile/sessions',
    tag: 'Profile',
    summary: "One's own open sessions, the current one marked",
    access: manage,
    output: z.object({ items: z.array(ownSessionSchema) }),
  }),
  endSession: operation({
    method: 'DELETE',
    path: '/api/profile/sessions/{id}',
    tag: 'Profile',
    summary: "Ends one of one's own sessions (this one included: that is signing out)",
    access: manage,
    params: sessionParams,
    output: withMessage({ id: z.string() }),
  }),
};
