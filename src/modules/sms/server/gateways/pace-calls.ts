import 'server-only';

export interface Pacer {
  /** Waits for this call's turn; the turn is taken at once, so calls made together are still spaced. */
  turn(): Promise<void>;
  /** The provider asked to wait (Retry-After): no call before then. */
  holdFor(seconds: number): void;
  /** Milliseconds until the next call may go. */
  delay(): number;
}

// One pacer per gateway for the process: the sender is the queue's singleton, and the status check shares
// the provider's limit with it, so spacing the calls made here keeps the portal under the limit.
const pacers = new Map<string, { nextAt: number; interval: number }>();

/** Spaces a gateway's calls to `callsPerMinute` (ACAP_SMS_CALLS_PER_MINUTE). */
export function paceCalls(gateway: string, callsPerMinute: number): Pacer {
  const interval = 60_000 / callsPerMinute;
  const state = pacers.get(gateway) ?? { nextAt: 0, interval };
  state.interval = interval;
  pacers.set(gateway, state);
  return {
    async turn() {
      const at = Math.max(Date.now(), state.nextAt);
      state.nextAt = at + state.interval;
      const wait = at - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    holdFor(seconds) {
      state.nextAt = Math.max(state.nextAt, Date.now() + seconds * 1000);
    },
    delay: () => Math.max(0, state.nextAt - Date.now()),
  };
}
