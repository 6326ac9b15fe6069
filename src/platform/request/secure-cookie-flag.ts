import 'server-only';
import { getEnv } from '@/platform/env/get-env';

/** Whether the portal is served over HTTPS, so its cookies must never travel over plain HTTP. */
export function usesSecureCookies(): boolean {
  return getEnv().ACAP_BASE_URL?.startsWith('https:') ?? false;
}

/** `; Secure` for a Set-Cookie line when the portal is served over HTTPS, else nothing. */
export function secureCookieFlag(): string {
  return usesSecureCookies() ? '; Secure' : '';
}
