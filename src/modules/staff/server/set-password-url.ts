import 'server-only';
import { getBaseUrl } from '@/platform/request/get-base-url';

/** The one-time link; the token rides in the fragment, so it never reaches server logs or a Referer. */
export function setPasswordUrl(token: string): string {
  return `${getBaseUrl()}/admin/set-password#token=${token}`;
}
