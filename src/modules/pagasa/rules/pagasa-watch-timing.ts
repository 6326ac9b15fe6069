/**
 * When the PAGASA watch runs: every `minutes` as a cron expression pg-boss schedules (in Manila time).
 * Minutes that do not divide an hour (or hours a day) are rounded down to one that does, so checks
 * stay evenly spaced; never less often than asked.
 */
export function pagasaWatchCron(minutes: number): string {
  if (minutes < 60) {
    const step = [30, 20, 15, 12, 10, 6, 5, 4, 3, 2, 1].find((divisor) => divisor <= minutes)!;
    return step === 1 ? '* * * * *' : `*/${step} * * * *`;
  }
  const hours = [24, 12, 8, 6, 4, 3, 2, 1].find((divisor) => divisor <= Math.floor(minutes / 60))!;
  return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
}

/**
 * After `failures` failed checks in a row, how long the watch waits before trying again: one poll
 * interval after the first, doubling to at most 16 intervals (and never past six hours), so a long
 * outage at PAGASA or an expired token does not spend the service's hourly quota.
 */
export function pagasaBackoffMinutes(failures: number, pollMinutes: number): number {
  if (failures <= 0) return 0;
  return Math.min(pollMinutes * 2 ** Math.min(failures - 1, 4), 6 * 60);
}
