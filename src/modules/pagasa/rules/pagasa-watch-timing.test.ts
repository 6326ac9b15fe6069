import { describe, expect, it } from 'vitest';
import { pagasaBackoffMinutes, pagasaWatchCron } from './pagasa-watch-timing';

describe('the PAGASA watch', () => {
  it('runs every poll interval, rounded down to one that divides the hour or the day', () => {
    expect(pagasaWatchCron(15)).toBe('*/15 * * * *');
    expect(pagasaWatchCron(1)).toBe('* * * * *');
    expect(pagasaWatchCron(7)).toBe('*/6 * * * *');
    expect(pagasaWatchCron(45)).toBe('*/30 * * * *');
    expect(pagasaWatchCron(60)).toBe('0 * * * *');
    expect(pagasaWatchCron(150)).toBe('0 */2 * * *');
    expect(pagasaWatchCron(24 * 60)).toBe('0 0 * * *');
  });

  it('backs off after failures, doubling up to 16 intervals and six hours at most', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((failures) => pagasaBackoffMinutes(failures, 15))).toEqual([0, 15, 30, 60, 120, 240, 240]);
    expect(pagasaBackoffMinutes(9, 60)).toBe(360);
  });
});
