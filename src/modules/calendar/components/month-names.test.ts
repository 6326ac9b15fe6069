import { describe, expect, it } from 'vitest';
import { MONTH_ABBREVIATIONS } from '@/platform/format/calendar-names';
import { monthNames } from './month-names';

describe('month names on the calendar pages', () => {
  it('come from the one set, in the page language', () => {
    expect(monthNames('tl', 'long')[7]).toBe('Agosto');
    expect(monthNames('tl', 'short')).toEqual(MONTH_ABBREVIATIONS.tl);
    expect(monthNames('en', 'short')[7]).toBe('Aug');
  });

  it('hands out a copy, so a caller cannot change the shared set', () => {
    const names = monthNames('en', 'long');
    names[0] = 'changed';
    expect(monthNames('en', 'long')[0]).toBe('January');
  });
});
