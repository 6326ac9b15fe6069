import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMoonPhases, moonPhasesFor } from './moon-phases';

describe('computeMoonPhases', () => {
  it('gives the quarters of November 2025 on their Philippine dates', () => {
    // Full moon 5 Nov 13:19 UTC, last quarter 12 Nov 05:28, new moon 20 Nov 06:47, first quarter 28 Nov 06:59: the same days in Manila (UTC+8).
    expect(computeMoonPhases('2025-11-01', '2025-11-30')).toEqual([
      { date: '2025-11-05', phase: 'full_moon' },
      { date: '2025-11-12', phase: 'last_quarter' },
      { date: '2025-11-20', phase: 'new_moon' },
      { date: '2025-11-28', phase: 'first_quarter' },
    ]);
  });

  it('counts a quarter just after midnight in Manila on its Manila day, not the UTC one', () => {
    // The full moon of 7 September 2025 at 18:09 UTC is at 02:09 on the 8th in Manila.
    expect(computeMoonPhases('2025-09-07', '2025-09-08')).toEqual([{ date: '2025-09-08', phase: 'full_moon' }]);
  });

  it('finds one or two quarters in every 10-day window, in order and inside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 }), (offset) => {
        const from = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + 9 * 86_400_000).toISOString().slice(0, 10);
        const phases = computeMoonPhases(from, to);
        expect(phases.length).toBeGreaterThanOrEqual(1);
        expect(phases.length).toBeLessThanOrEqual(2);
        expect(phases.every((phase) => phase.date >= from && phase.date <= to)).toBe(true);
        expect([...phases].sort((a, b) => a.date.localeCompare(b.date))).toEqual(phases);
      }),
      { numRuns: 60 },
    );
  });
});

describe('moonPhasesFor', () => {
  it("takes what staff entered for the window's days, else computes and says so", () => {
    const entered = [{ date: '2025-11-06', phase: 'full_moon' as const }];
    expect(moonPhasesFor('2025-11-03', '2025-11-12', entered)).toEqual({ phases: entered, computed: false });
    const other = moonPhasesFor('2025-11-18', '2025-11-27', entered);
    expect(other).toEqual({ phases: [{ date: '2025-11-20', phase: 'new_moon' }], computed: true });
    expect(moonPhasesFor('2025-11-18', '2025-11-27', null).computed).toBe(true);
  });
});
