import type { CapMsgType } from './cap-levels';

/** One stored cyclone advisory, as the thread of alerts needs it. */
export interface AdvisoryStep {
  id: string;
  /** False for the office's "no active cyclone". */
  active: boolean;
  /** The cyclone's name, null without an active cyclone. */
  cyclone: string | null;
}

/** The alert an advisory becomes: its message type and the earlier alerts of the same cyclone it updates or cancels (oldest first). */
export interface CapPlan {
  id: string;
  msgType: Extract<CapMsgType, 'Alert' | 'Update' | 'Cancel'>;
  references: string[];
  /** The cyclone the thread is about, as the first advisory of the thread named it. */
  cyclone: string;
}

const sameCyclone = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Which advisories become CAP alerts, and of what type (decision 038). The first advisory of a cyclone
 * is an Alert; each later one of the same cyclone an Update of every alert before it; the office's
 * "no active cyclone" after it a Cancel of them all. "No active cyclone" with nothing to cancel is no
 * alert. A different cyclone starts its own thread: the one before simply expires.
 */
export function planCapAlerts(steps: readonly AdvisoryStep[]): CapPlan[] {
  const plans: CapPlan[] = [];
  // The open thread: its cyclone and the alerts in it so far; empty when none is open.
  const thread = { cyclone: '', ids: [] as string[] };
  for (const step of steps) {
    const open = thread.ids.length > 0;
    if (!step.active || !step.cyclone) {
      if (open) plans.push({ id: step.id, msgType: 'Cancel', references: [...thread.ids], cyclone: thread.cyclone });
      thread.ids = [];
    } else if (open && sameCyclone(thread.cyclone, step.cyclone)) {
      plans.push({ id: step.id, msgType: 'Update', references: [...thread.ids], cyclone: thread.cyclone });
      thread.ids.push(step.id);
    } else {
      plans.push({ id: step.id, msgType: 'Alert', references: [], cyclone: step.cyclone });
      [thread.cyclone, thread.ids] = [step.cyclone, [step.id]];
    }
  }
  return plans;
}
