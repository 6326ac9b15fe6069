/**
 * A readable, non-secret cookie that only tells cached public pages to show "Admin" instead of
 * "Sign in". The session itself stays in better-auth's HttpOnly cookie and is checked on the server.
 */
export const SIGNED_IN_HINT_COOKIE = 'acap_signed_in';
