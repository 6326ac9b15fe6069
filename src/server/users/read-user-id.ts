import 'server-only';
import { z } from 'zod';
import { readPathSegment } from '@/server/http/read-path-segment';

const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'the user id in the address is not valid');

/** The `[id]` segment after `/api/users/`, checked before it reaches a query. */
export function readUserId(request: Request): string {
  return userId.parse(readPathSegment(request, 3));
}
