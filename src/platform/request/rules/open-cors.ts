/**
 * The open API is for other sites' apps as much as ours: any origin may read it. It takes no cookies
 * or credentials, so `*` gives nothing away. ETag is exposed so browser apps can send If-None-Match.
 */
export const OPEN_CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
};

/** The answer to a CORS preflight (a browser app that sets If-None-Match itself sends one). */
export const OPEN_PREFLIGHT_HEADERS: Record<string, string> = {
  ...OPEN_CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'If-None-Match',
  'Access-Control-Max-Age': '86400',
};
