import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { calendarViewPath, parseCalendarView, type CalendarView } from './calendar-view';

describe('the address of a calendar view', () => {
  it('defaults to the 10-day rice calendar', () => {
    expect(parseCalendarView([])).toEqual({ mode: 'ten_day', crop: 'rice' });
    expect(parseCalendarView(['seasonal'])).toEqual({ mode: 'seasonal', crop: 'rice' });
  });

  it('reads mode, crop, province and municipality', () => {
    expect(parseCalendarView(['ten-day', 'sweet-potato', 'laguna', 'city-of-calamba'])).toEqual({
      mode: 'ten_day',
      crop: 'sweet_potato',
      province: 'laguna',
      municipality: 'city-of-calamba',
    });
  });

  it('refuses unknown modes, crops and malformed parts', () => {
    expect(parseCalendarView(['monthly'])).toBeNull();
    expect(parseCalendarView(['ten-day', 'durian'])).toBeNull();
    expect(parseCalendarView(['ten-day', 'rice', 'Laguna'])).toBeNull();
    expect(parseCalendarView(['ten-day', 'rice', 'laguna', 'a', 'b'])).toBeNull();
  });

  it('writes back every view it reads', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const view = fc
      .record({
        mode: fc.constantFrom('ten_day' as const, 'seasonal' as const),
        crop: fc.constantFrom(...CROP_CATALOGUE.map((c) => c.key)),
        province: fc.option(slug, { nil: undefined }),
        municipality: fc.option(slug, { nil: undefined }),
      })
      .map((v): CalendarView => {
        const out: CalendarView = { mode: v.mode, crop: v.crop };
        if (v.province) out.province = v.province;
        if (v.province && v.municipality) out.municipality = v.municipality;
        return out;
      });
    fc.assert(
      fc.property(view, (v) => {
        expect(parseCalendarView(calendarViewPath(v).split('/').slice(2))).toEqual(v);
      }),
    );
  });
});
