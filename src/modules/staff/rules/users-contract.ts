import { z } from 'zod';
import { ACCOUNT_LEVELS, type AccountLevel } from '@/modules/staff/rules/account-levels';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { STAFF_STATUSES } from '@/modules/staff/rules/staff-user';
import { isoInstant, messageAnswerSchema, withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';

const manage = { kind: 'action', action: 'users.manage' } as const;
const isLevel = (level: number) => ACCOUNT_LEVELS.includes(level as AccountLevel);

/** The `[id]` segment of `/api/users/[id]/…`, checked before it reaches a query. */
export const userIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the user id in the address is not valid'),
});

export const usersQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'at most 200 characters').optional(),
    level: z.enum(['1', '2', 'none'], { error: 'level must be 1, 2 or none' }).optional(),
    status: z.enum(STAFF_STATUSES, { error: 'status must be active or disabled' }).optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  })
  .strict();

/** The reviewer right as the users API takes and answers it. */
const REVIEWER_RIGHT =
  'The reviewer right: an admin with it may approve (publish), send back or withdraw bulletins. Superadmins always may, so on a superadmin it is stored as given and changes nothing (the staff screens say "Superadmins always review").';
const reviewerRight = z.boolean({ error: 'reviewer must be true or false' });

const newPassword = z
  .string({ error: 'password must be text' })
  .min(MIN_PASSWORD_LENGTH, `the password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `the password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** A new account; the CLI and the first superadmin may also make one with no level (exists, may not use the portal). */
export const createStaffUserInput = z.object({
  email: z.email('a valid email address is required').transform((email) => email.toLowerCase()),
  name: z.string().trim().min(1, 'a name is required').max(120),
  /** null makes an account that exists but may not use the portal. */
  accountLevel: z.number().int().refine(isLevel, 'level must be 1 (superadmin) or 2 (admin)').nullable(),
  /** Without one, the account gets a one-time set-password link instead. */
  password: newPassword.optional(),
  reviewer: reviewerRight.default(false).meta({ description: REVIEWER_RIGHT }),
});

export type CreateStaffUserInput = z.input<typeof createStaffUserInput>;

/** What `POST /api/users` takes: staff make staff, so the level is required. */
export const createStaffUserBody = createStaffUserInput.extend({ accountLevel: createStaffUserInput.shape.accountLevel.unwrap() }).strict();

export const updateStaffUserInput = z
  .object({
    name: z.string().trim().min(1, 'a name is required').max(120, 'at most 120 characters').optional(),
    accountLevel: z
      .number({ error: 'accountLevel must be 1 (superadmin) or 2 (admin)' })
      .int()
      .refine(isLevel, 'accountLevel must be 1 (superadmin) or 2 (admin)')
      .optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    reviewer: reviewerRight.optional().meta({ description: `${REVIEWER_RIGHT} Left out, it stays as it is.` }),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one of name, accountLevel, reviewer or disabled.');

export type UpdateStaffUserInput = z.output<typeof updateStaffUserInput>;

export const resetStaffPasswordInput = z
  .object({ /** Without one, a one-time set-password link is made instead. */ password: newPassword.optional() })
  .strict();

/** A staff account as the user administration shows it. */
export const staffUserViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  accountLevel: z.number().int().nullable(),
  reviewer: z.boolean().meta({ description: REVIEWER_RIGHT }),
  disabled: z.boolean(),
  disabledAt: isoInstant.nullable(),
  createdAt: isoInstant,
  activeSessions: z.number().int(),
  lastSeenAt: isoInstant.nullable(),
  /** Failed sign-ins to this account in the last 24 hours, from any address. */
  failedSignIns: z.number().int(),
  lastFailedSignInAt: isoInstant.nullable(),
  /** Named in ACAP_PROTECTED_EMAILS: nobody may change or delete it. */
  protected: z.boolean(),
});

export const staffUserPageSchema = z.object({
  items: z.array(staffUserViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** A set-password link is shown once, in the answer that made it. */
const setPasswordUrl = z.string().meta({ description: 'A one-time set-password link, shown this once.' });

export const USERS_CONTRACT = {
  list: operation({
    method: 'GET',
    path: '/api/users',
    tag: 'Users',
    summary: 'Staff accounts, newest first, searchable by name or email',
    access: manage,
    input: usersQuerySchema,
    output: staffUserPageSchema,
  }),
  create: operation({
    method: 'POST',
    path: '/api/users',
    tag: 'Users',
    summary: 'A new account with a password, or with a set-password link shown this once',
    access: manage,
    input: createStaffUserBody,
    output: withMessage({ user: z.object({ id: z.string(), email: z.string() }), setPasswordUrl: setPasswordUrl.optional() }),
    status: 201,
  }),
  get: operation({
    method: 'GET',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'One staff account',
    access: manage,
    params: userIdParams,
    output: staffUserViewSchema,
  }),
  update: operation({
    method: 'PATCH',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'Changes name, level, the reviewer right or disabled under the staff rules',
    access: manage,
    input: updateStaffUserInput,
    params: userIdParams,
    output: withMessage({ user: staffUserViewSchema }),
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'Deletes an account',
    access: manage,
    params: userIdParams,
    output: messageAnswerSchema,
  }),
  resetPassword: operation({
    method: 'POST',
    path: '/api/users/{id}/password',
    tag: 'Users',
    summary: '`{password}` sets it; `{}` makes a one-time set-password link; the account is signed out everywhere',
    access: manage,
    input: resetStaffPasswordInput,
    params: userIdParams,
    output: withMessage({ setPasswordUrl: setPasswordUrl.optional() }),
  }),
};
