import { describe, expect, it } from 'vitest';
import { planProblem } from './plan-problem';

describe('a refused plan, as the panel says it', () => {
  it('offers to use an outlook that has ended, as the preview asks', () => {
    const details = { reason: 'outlook_ended', validTo: '2025-08-27' };
    const problem = planProblem('ten_day', { status: 409, message: 'The 10-day outlook … ended on August 27, 2025; …', details });
    expect(problem.ended).toEqual({ validTo: '2025-08-27', message: 'The 10-day outlook … ended on August 27, 2025; …' });
    expect(problem.note).toBe('The preview asks you to confirm before the bulletin is made from it.');
  });

  it('points to where the missing outlook, calendar or advice is added, and offers to check again', () => {
    expect(planProblem('seasonal', { status: 404, message: 'Received an empty weather data: the seasonal outlook has no values for Bay.' })).toMatchObject({
      link: { label: 'Load the seasonal outlook', href: '/admin/weather/seasonal' },
      retry: true,
    });
    expect(planProblem('ten_day', { status: 404, message: 'Received empty data: there is no 10-day calendar for Coffee in Bay, Laguna.' })).toMatchObject({
      link: { label: 'Add a cropping calendar', href: '/admin/calendar' },
      retry: true,
    });
    expect(planProblem('special_weather', { status: 422, message: 'There is no advice for Rice in Bay, Laguna under Signal No. 2 …' })).toMatchObject({
      link: { label: 'Add a recommendation', href: '/admin/recommendations/new' },
      note: 'Without advice the bulletin is refused: add a recommendation for this crop and forecast.',
    });
  });

  it('asks for another choice when the request is refused, and to try again after a fault', () => {
    expect(planProblem('ten_day', { status: 400, message: 'month is required' })).toMatchObject({ link: null, ended: null, retry: false });
    expect(planProblem('ten_day', { status: 500, message: 'Something went wrong.' })).toMatchObject({
      note: 'This is a fault, not a missing record: try again.',
      retry: true,
    });
    expect(planProblem('ten_day', { status: null, message: 'The portal could not be reached.' }).retry).toBe(true);
  });
});
