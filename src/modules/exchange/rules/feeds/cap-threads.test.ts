import { describe, expect, it } from 'vitest';
import { planCapAlerts, type AdvisoryStep } from './cap-threads';

const active = (id: string, cyclone: string): AdvisoryStep => ({ id, active: true, cyclone });
const none = (id: string): AdvisoryStep => ({ id, active: false, cyclone: null });

describe('planCapAlerts', () => {
  it("makes a cyclone's first advisory an Alert, the later ones Updates of all before, and the office's all-clear a Cancel of them all", () => {
    expect(planCapAlerts([active('a', 'Kristine'), active('b', 'Kristine'), active('c', 'kristine '), none('d')])).toEqual([
      { id: 'a', msgType: 'Alert', references: [], cyclone: 'Kristine' },
      { id: 'b', msgType: 'Update', references: ['a'], cyclone: 'Kristine' },
      { id: 'c', msgType: 'Update', references: ['a', 'b'], cyclone: 'Kristine' },
      { id: 'd', msgType: 'Cancel', references: ['a', 'b', 'c'], cyclone: 'Kristine' },
    ]);
  });

  it('makes no alert of "no active cyclone" with nothing to cancel, and starts afresh after a cancel', () => {
    expect(planCapAlerts([none('a'), active('b', 'Pepito'), none('c'), none('d'), active('e', 'Pepito')])).toEqual([
      { id: 'b', msgType: 'Alert', references: [], cyclone: 'Pepito' },
      { id: 'c', msgType: 'Cancel', references: ['b'], cyclone: 'Pepito' },
      { id: 'e', msgType: 'Alert', references: [], cyclone: 'Pepito' },
    ]);
  });

  it('starts a thread of its own for another cyclone: it neither updates nor cancels the one before', () => {
    const plans = planCapAlerts([active('a', 'Kristine'), active('b', 'Leon'), none('c')]);
    expect(plans.map((plan) => [plan.id, plan.msgType, plan.references])).toEqual([
      ['a', 'Alert', []],
      ['b', 'Alert', []],
      ['c', 'Cancel', ['b']],
    ]);
  });

  it('keeps the references an alert was given when its thread goes on', () => {
    const [first, second] = planCapAlerts([active('a', 'Kristine'), active('b', 'Kristine'), active('c', 'Kristine')]).slice(1);
    expect(first!.references).toEqual(['a']);
    expect(second!.references).toEqual(['a', 'b']);
  });
});
