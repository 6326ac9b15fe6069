import 'server-only';
import type { StaffChangeRefusal } from '@/modules/staff/rules/staff-account-rules';
import { AppError } from '@/platform/errors/app-error';

/** Protected accounts are off limits (403); the other refusals are about the accounts' current state (409). */
export function refusalError(refusal: StaffChangeRefusal): AppError {
  return new AppError(refusal.reason === 'protected' ? 'FORBIDDEN' : 'CONFLICT', refusal.message, { details: { reason: refusal.reason } });
}
