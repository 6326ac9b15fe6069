const PLACEHOLDER_ORIGIN = 'https://portal.invalid';
export const DEFAULT_RETURN_PATH = '/admin';

/**
 * Where to go after signing in: only an address on this portal. The value is resolved the way a
 * browser would resolve it (tabs and line breaks dropped, backslashes read as slashes, `//host`
 * read as another site) against a stand-in origin, and refused unless it stays on that origin;
 * what is kept is the resolved path, never the raw text.
 */
export function safeReturnPath(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value?.startsWith('/')) return DEFAULT_RETURN_PATH;
  let resolved: URL;
  try {
    resolved = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN) return DEFAULT_RETURN_PATH;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  return `${resolved.pathname.replace(/^\/+/, '/')}${resolved.search}${resolved.hash}`;
}
