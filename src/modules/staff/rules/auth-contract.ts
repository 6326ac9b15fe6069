import { z } from 'zod';

/**
 * Sign-in, the one call of better-auth's catch-all the portal checks itself (`handle-sign-in.ts`). It is
 * no `operation`: the catch-all is the library's route, not built with `handleRoute`, and not in the
 * staff document. The sign-in form checks its body with the same schema before sending it.
 */
export const SIGN_IN_PATH = '/api/auth/sign-in/email';

export const signInBodySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  rememberMe: z.boolean().optional(),
});
