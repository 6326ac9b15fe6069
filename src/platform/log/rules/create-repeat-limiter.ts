export interface RepeatLimits {
  /** Lines of one cause written per window; the rest are only counted. */
  perWindow: number;
  windowMs: number;
  /**
   * Causes tracked at once. Past this, new causes share one window: a flood of ever-different
   * errors (each message naming another value) must not grow memory or the log without bound.
   */
  maxCauses: number;
}

/** A window that ended with lines held back: what the summary line reports. */
export interface SuppressedLines {
  cause: string;
  count: number;
  /** When the window began (the first line of the cause in it), ms since the epoch. */
  since: number;
}

export interface RepeatLimiter {
  /** Whether a line of `cause` seen at `now` is written, and the windows (of any cause) that had ended by then with lines held back. */
  admit(cause: string, now: number): { write: boolean; ended: SuppressedLines[] };
  /** The windows ended by `now` with lines held back; they are forgotten. */
  flush(now: number): SuppressedLines[];
  /** When the first window holding back lines ends, if one does: the moment to flush without waiting for the next line. */
  nextSummaryAt(): number | undefined;
}

/** What a cause is counted under once `maxCauses` are tracked. */
export const OVERFLOW_CAUSE = 'other errors (too many different ones to count apart)';

interface Window {
  since: number;
  written: number;
  held: number;
}

/**
 * Counts log lines per cause in fixed windows that start at a cause's first line: the first
 * `perWindow` of a window are written, the rest are held back and reported as one count when the
 * window ends. Time is the caller's (`now`), so the logic is the same under a test's clock.
 */
export function createRepeatLimiter(limits: RepeatLimits): RepeatLimiter {
  const windows = new Map<string, Window>();

  function flush(now: number): SuppressedLines[] {
    const ended: SuppressedLines[] = [];
    for (const [cause, window] of windows) {
      if (now - window.since < limits.windowMs) continue;
      windows.delete(cause);
      if (window.held > 0) ended.push({ cause, count: window.held, since: window.since });
    }
    return ended;
  }

  return {
    admit(cause, now) {
      const ended = flush(now);
      const counted = windows.has(cause) || windows.size < limits.maxCauses ? cause : OVERFLOW_CAUSE;
      let window = windows.get(counted);
      if (!window) {
        window = { since: now, written: 0, held: 0 };
        windows.set(counted, window);
      }
      if (window.written < limits.perWindow) {
        window.written += 1;
        return { write: true, ended };
      }
      window.held += 1;
      return { write: false, ended };
    },
    flush,
    nextSummaryAt() {
      let first: number | undefined;
      for (const window of windows.values()) {
        if (window.held > 0 && (first === undefined || window.since < first)) first = window.since;
      }
      return first === undefined ? undefined : first + limits.windowMs;
    },
  };
}
