import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { PlanRequest } from './state/bulletin-plan-slice';
import type { BulletinFields } from './state/report-api';

// The options are made on the server (getDashboardOptions), so their shape lives in the domain.
export type { DashboardOptions } from '@/modules/bulletins/rules/dashboard-options';

export const TYPE_LABELS: Record<BulletinType, string> = { seasonal: 'Seasonal', ten_day: '10-day', special_weather: 'Special weather' };

export interface BulletinForm {
  province: string;
  municipality: string;
  crop: string;
  month: string;
  signal: string;
}

/** The form's choice as the plan call takes it (`POST /api/reports/plan`): the type and the fields of its report. */
export function planRequest(type: BulletinType, form: BulletinForm, language: 'en' | 'tag'): PlanRequest {
  const base = { region: 'calabarzon', province: form.province, municipality: form.municipality, crop: form.crop, language } as const;
  switch (type) {
    case 'seasonal':
      return form.month === 'all' ? { type, ...base, isFull: true } : { type, ...base, month: form.month, isFull: false };
    case 'ten_day':
      return { type, ...base };
    case 'special_weather':
      // The select offers only signals; the request's check names any other value before it is sent.
      return form.signal ? { type, ...base, signal: form.signal as WindSignal } : { type, ...base };
  }
}

/** The request body of a bulletin call from the form (spec §7 field names): the plan's fields, sent to the type's own address. */
export function requestBody(type: BulletinType, form: BulletinForm, language: 'en' | 'tag'): BulletinFields {
  const { type: _type, ...fields } = planRequest(type, form, language);
  return fields;
}

/** The choices the form still needs before a bulletin of the type can be asked for, in words (`a province`). */
export function missingChoices(type: BulletinType, form: BulletinForm): string[] {
  return [
    ...(form.province ? [] : ['a province']),
    ...(form.municipality ? [] : ['a municipality']),
    ...(form.crop ? [] : ['a crop']),
    ...(type === 'seasonal' && !form.month ? ['a month'] : []),
  ];
}
