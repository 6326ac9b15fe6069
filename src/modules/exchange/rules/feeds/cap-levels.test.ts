import { describe, expect, it } from 'vitest';
import { WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { LIFTED_LEVEL, SIGNAL_LEVELS } from './cap-levels';

// Written out from CAP 1.2 §3.2.2, not taken from the code under test.
const URGENCY = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'];
const SEVERITY = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'];
const CERTAINTY = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'];
const RESPONSE_TYPE = ['Shelter', 'Evacuate', 'Prepare', 'Execute', 'Avoid', 'Monitor', 'Assess', 'AllClear', 'None'];

describe('SIGNAL_LEVELS', () => {
  it('gives every wind signal, and the all-clear, values CAP 1.2 allows', () => {
    for (const level of [...WIND_SIGNALS.map((signal) => SIGNAL_LEVELS[signal]), LIFTED_LEVEL]) {
      expect(URGENCY).toContain(level.urgency);
      expect(SEVERITY).toContain(level.severity);
      expect(CERTAINTY).toContain(level.certainty);
      expect(RESPONSE_TYPE).toContain(level.responseType);
    }
  });

  it('never makes a stronger signal less severe or less urgent than a weaker one', () => {
    const rank = (list: string[], value: string) => list.length - list.indexOf(value);
    const levels = WIND_SIGNALS.map((signal) => SIGNAL_LEVELS[signal]);
    for (let i = 1; i < levels.length; i++) {
      expect(rank(SEVERITY, levels[i]!.severity)).toBeGreaterThanOrEqual(rank(SEVERITY, levels[i - 1]!.severity));
      expect(rank(URGENCY, levels[i]!.urgency)).toBeGreaterThanOrEqual(rank(URGENCY, levels[i - 1]!.urgency));
    }
    expect(SIGNAL_LEVELS.signal_number_5).toMatchObject({ severity: 'Extreme', urgency: 'Immediate' });
    expect(SIGNAL_LEVELS.general_no_signal.responseType).toBe('Monitor');
    expect(LIFTED_LEVEL).toMatchObject({ urgency: 'Past', responseType: 'AllClear' });
  });
});
