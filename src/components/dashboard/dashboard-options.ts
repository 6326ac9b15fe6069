import type { BulletinType } from '@/domain/bulletins/bulletin-document';
import type { WindSignal } from '@/domain/weather/conditions';
import type { BulletinFields } from './state/report-api';

// The options are made on the server (getDashboardOptions), so their shape lives in the domain.
export type { DashboardOptions } from '@/domain/bulletins/dashboard-options';

export const TYPE_LABELS: Record<BulletinType, string> = { seasonal: 'Seasonal', ten_day: '10-day', special_weather: 'Special weather' };

export interface BulletinForm {
  province: string;
  municipality: string;
  crop: string;
  month: string;
  signal: string;
}

/** The request body of a bulletin call from the form (spec §7 field names). */
export function requestBody(type: BulletinType, form: BulletinForm, language: 'en' | 'tag'): BulletinFields {
  const base = { region: 'calabarzon', province: form.province, municipality: form.municipality, crop: form.crop, language } as const;
  if (type === 'seasonal') return form.month === 'all' ? { ...base, isFull: true } : { ...base, month: form.month, isFull: false };
  // The select offers only signals; the request's check names any other value before it is sent.
  if (type === 'special_weather') return form.signal ? { ...base, signal: form.signal as WindSignal } : base;
  return base;
}
