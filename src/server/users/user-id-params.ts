import 'server-only';
import { z } from 'zod';

/** The `[id]` segment of `/api/users/[id]/…`, checked before it reaches a query. */
export const userIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the user id in the address is not valid'),
});
