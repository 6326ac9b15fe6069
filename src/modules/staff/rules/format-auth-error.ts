// Library prefixes such as "Firebase: ", "[Better Auth]: " or "better-auth: " mean nothing to staff.
const LIBRARY_PREFIX = /^\s*(\[[^\]]+\]|firebase|better[- ]?auth|auth)\s*:\s*/i;
// A trailing library code in brackets, e.g. " (auth/wrong-password)."
const TRAILING_CODE = /\s*\((auth|better-auth)\/[^)]*\)\.?\s*$/i;

/** The auth library's message as shown to a person: prefix removed, lower-cased. */
export function formatAuthError(message: string | null | undefined, fallback = 'sign-in failed'): string {
  const text = (message ?? '').replace(LIBRARY_PREFIX, '').replace(TRAILING_CODE, '').trim();
  return (text || fallback).toLowerCase();
}
