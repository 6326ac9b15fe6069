import 'server-only';
import { isUniqueViolation } from '@/platform/db/is-unique-violation';
import { AppError } from '@/platform/errors/app-error';

/**
 * Two imports (or an import and a hand entry) adding the same new number at once: the database keeps
 * one row per number, and the second write is answered 409 to do again, rather than a 500. Other errors
 * pass through.
 */
export function refuseConcurrentAdd(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError('CONFLICT', 'Someone added some of these numbers at the same moment. Nothing was stored from this request: send it again.', {
      details: { reason: 'concurrent_add' },
    });
  throw error;
}
