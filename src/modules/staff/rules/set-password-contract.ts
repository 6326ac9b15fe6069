import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';

export const setPasswordWithTokenInput = z
  .object({
    token: z.string({ error: 'token is required' }).min(20, 'this link is not complete').max(200, 'this link is not valid'),
    password: z
      .string({ error: 'password is required' })
      .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`),
  })
  .strict();

export const SET_PASSWORD_CONTRACT = {
  setPassword: operation({
    method: 'POST',
    path: '/api/set-password',
    tag: 'Users',
    summary: 'The holder of a one-time set-password link chooses a password (the token is the permission)',
    access: { kind: 'public' },
    input: setPasswordWithTokenInput,
    output: withMessage({ email: z.string() }),
  }),
};
