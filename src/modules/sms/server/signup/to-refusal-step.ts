import 'server-only';
import { SIGNUP_REFUSALS } from '@/modules/sms/rules/signup-limits';
import type { RefusedStep } from '@/modules/sms/rules/signup-steps';
import { AppError } from '@/platform/errors/app-error';

/**
 * What a refusal of the sign-up or stop work tells the reader: its reason, and how long to wait when
 * it is a limit (the error's Retry-After). Anything that is not an AppError is thrown on.
 */
export function toRefusalStep(error: unknown): RefusedStep {
  if (!(error instanceof AppError)) throw error;
  const reason = SIGNUP_REFUSALS.find((refusal) => refusal === error.details?.reason) ?? 'unreadable';
  return { step: 'refused', reason, waitSeconds: Number(error.headers?.['Retry-After'] ?? 0) };
}
