/**
 * What an SMS gateway's HTTP status says about texts it was sent (decision 066). The one rule that
 * matters: when the outcome is unknown the texts may have left, so they are never sent again blindly.
 * - `accepted`: the answer says, text by text, what happened;
 * - `wait`: nothing was sent and it may work later (429, 503; 401, 402 and 403 too, an account the
 *   office must put right: better its texts wait than fail by the thousand);
 * - `refused`: nothing was sent and sending the same again would fail the same (a validation answer);
 * - `unknown`: the provider may have sent them (408, 500, 502, 504, anything unexpected).
 */
export type GatewayOutcome = 'accepted' | 'wait' | 'refused' | 'unknown';

const WAIT = new Set([401, 402, 403, 429, 503]);

export function gatewayOutcome(status: number): GatewayOutcome {
  if (status >= 200 && status < 300) return 'accepted';
  if (WAIT.has(status)) return 'wait';
  if (status >= 400 && status < 500 && status !== 408) return 'refused';
  return 'unknown';
}

/** What a provider reports of a text it took: still on its way, delivered (or handed to the network), or failed. */
export type ProviderState = 'pending' | 'delivered' | 'failed';

/** Seconds a Retry-After header asks for (seconds, or an HTTP date); null without a usable one. */
export function retryAfterSeconds(header: string | null, now = new Date()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
