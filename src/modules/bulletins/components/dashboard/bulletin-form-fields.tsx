'use client';

import { Field } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinForm, DashboardOptions } from './dashboard-options';

/** Province → municipality → crop → month (seasonal) or signal (special), shared by one bulletin and a batch. */
export function BulletinFormFields({
  type,
  form,
  options,
  onChange,
  idPrefix,
  wholeProvince = false,
  narrow = false,
}: {
  type: BulletinType;
  form: BulletinForm;
  options: DashboardOptions;
  onChange: (form: BulletinForm) => void;
  idPrefix: string;
  /** A batch runs over every municipality, so it asks for none. */
  wholeProvince?: boolean;
  /** In a column beside another panel: two fields a row at most, so long place names stay readable. */
  narrow?: boolean;
}) {
  const set = (field: keyof BulletinForm) => (event: { target: { value: string } }) => {
    const next = { ...form, [field]: event.target.value };
    if (field === 'province') next.municipality = '';
    onChange(next);
  };
  const id = (field: keyof BulletinForm) => `${idPrefix}-${field}`;
  return (
    <div className={narrow ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4'}>
      <Field id={id('province')} size="sm" label={wholeProvince ? 'Province (or the whole region)' : 'Province'}>
        <Select
          value={form.province}
          onChange={set('province')}
          required={!wholeProvince}
          placeholder={wholeProvince ? 'The whole region' : 'Choose a province'}
          options={options.provinces.map((p) => ({ value: p.psgc, label: p.name }))}
        />
      </Field>
      {wholeProvince ? null : (
        <Field id={id('municipality')} size="sm" label="Municipality">
          <Select
            value={form.municipality}
            onChange={set('municipality')}
            required
            disabled={!form.province}
            placeholder="Choose a municipality"
            options={options.municipalities.filter((m) => m.provincePsgc === form.province).map((m) => ({ value: m.psgc, label: m.name }))}
          />
        </Field>
      )}
      <Field id={id('crop')} size="sm" label="Crop">
        <Select
          value={form.crop}
          onChange={set('crop')}
          required
          placeholder="Choose a crop"
          options={options.crops.map((c) => ({ value: c.key, label: c.name }))}
        />
      </Field>
      {type === 'seasonal' ? (
        <Field id={id('month')} size="sm" label="Month">
          <Select
            value={form.month}
            onChange={set('month')}
            required
            placeholder="Choose a month"
            options={options.seasonalMonths.length > 0 ? [...options.seasonalMonths, { value: 'all', label: 'All six months' }] : []}
          />
        </Field>
      ) : null}
      {type === 'special_weather' ? (
        <Field id={id('signal')} size="sm" label="Wind signal">
          <Select value={form.signal} onChange={set('signal')} placeholder="As raised for the place" options={options.signals} />
        </Field>
      ) : null}
    </div>
  );
}
