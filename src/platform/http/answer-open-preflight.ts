import 'server-only';
import { OPEN_PREFLIGHT_HEADERS } from '@/platform/request/rules/open-cors';

/** `OPTIONS` of an open API route: the CORS preflight, allowed for any origin. */
export async function answerOpenPreflight(): Promise<Response> {
  return new Response(null, { status: 204, headers: OPEN_PREFLIGHT_HEADERS });
}
