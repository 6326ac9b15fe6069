import { describe, expect, it } from 'vitest';
import { missingChoices, planRequest, requestBody, type BulletinForm } from './dashboard-options';

const bay: BulletinForm = { province: '0403400000', municipality: '0403402000', crop: 'rice', month: '2025-09', signal: '' };
const fields = { region: 'calabarzon', province: '0403400000', municipality: '0403402000', crop: 'rice', language: 'en' };

describe('the form’s choice as the calls take it', () => {
  it('is the type and its report’s fields for the plan, and those fields for the preview and create calls', () => {
    expect(planRequest('seasonal', bay, 'en')).toEqual({ type: 'seasonal', ...fields, month: '2025-09', isFull: false });
    expect(planRequest('seasonal', { ...bay, month: 'all' }, 'en')).toEqual({ type: 'seasonal', ...fields, isFull: true });
    expect(planRequest('ten_day', bay, 'tag')).toEqual({ type: 'ten_day', ...fields, language: 'tag' });
    expect(planRequest('special_weather', bay, 'en')).toEqual({ type: 'special_weather', ...fields });
    expect(planRequest('special_weather', { ...bay, signal: 'signal_number_2' }, 'en')).toEqual({
      type: 'special_weather',
      ...fields,
      signal: 'signal_number_2',
    });
    expect(requestBody('seasonal', bay, 'en')).toEqual({ ...fields, month: '2025-09', isFull: false });
  });

  it('names the choices still to be made', () => {
    expect(missingChoices('seasonal', { ...bay, municipality: '', month: '' })).toEqual(['a municipality', 'a month']);
    expect(missingChoices('ten_day', { ...bay, month: '' })).toEqual([]);
  });
});
