import 'server-only';
import { passwordGuessKeys } from '@/modules/staff/rules/sign-in-delay';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { clearSignInFailures } from './clear-sign-in-failures';
import { getSignInRetryAfter } from './get-sign-in-retry-after';
import { recordSignInFailure } from './record-sign-in-failure';

function describeWait(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * The growing wait between password guesses (sign-in, and the current password at a password change)
 * for one account at one address, kept in the database so every instance sees it. `check` refuses with
 * 429 and Retry-After while a wait is on; `failed` counts a wrong password; `succeeded` clears the
 * account's count at that address (the address's own count runs out with its window).
 */
export function limitPasswordGuesses(db: Database, email: string, address: string) {
  const keys = passwordGuessKeys(email, address);
  return {
    check: async (refusal: (wait: string) => string) => {
      const retryAfter = await getSignInRetryAfter(db, [keys.address, keys.accountAtAddress]);
      if (retryAfter > 0)
        throw new AppError('TOO_MANY_REQUESTS', refusal(describeWait(retryAfter)), {
          headers: { 'Retry-After': String(retryAfter) },
        });
    },
    failed: async () => {
      const env = getEnv();
      await recordSignInFailure(
        db,
        [
          { key: keys.address, freeFailures: env.ACAP_SIGNIN_MAX_FAILURES_PER_ADDRESS },
          { key: keys.accountAtAddress, freeFailures: env.ACAP_SIGNIN_MAX_FAILURES },
        ],
        env.ACAP_SIGNIN_WINDOW_SECONDS,
      );
    },
    succeeded: () => clearSignInFailures(db, [keys.accountAtAddress]),
  };
}
