'use client';

import type { BulletinType } from '@/domain/bulletins/bulletin-document';
import type { BulletinForm, DashboardOptions } from './dashboard-options';

const selectClass = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-2';

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
  const field = (name: string, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <div className={narrow ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4'}>
      {field(
        'province',
        wholeProvince ? 'Province (or the whole region)' : 'Province',
        <select id={`${idPrefix}-province`} value={form.province} onChange={set('province')} className={selectClass} required={!wholeProvince}>
          <option value="">{wholeProvince ? 'The whole region' : 'Choose a province'}</option>
          {options.provinces.map((p) => (
            <option key={p.psgc} value={p.psgc}>
              {p.name}
            </option>
          ))}
        </select>,
      )}
      {wholeProvince
        ? null
        : field(
            'municipality',
            'Municipality',
            <select id={`${idPrefix}-municipality`} value={form.municipality} onChange={set('municipality')} className={selectClass} required disabled={!form.province}>
              <option value="">Choose a municipality</option>
              {options.municipalities
                .filter((m) => m.provincePsgc === form.province)
                .map((m) => (
                  <option key={m.psgc} value={m.psgc}>
                    {m.name}
                  </option>
                ))}
            </select>,
          )}
      {field(
        'crop',
        'Crop',
        <select id={`${idPrefix}-crop`} value={form.crop} onChange={set('crop')} className={selectClass} required>
          <option value="">Choose a crop</option>
          {options.crops.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      {type === 'seasonal'
        ? field(
            'month',
            'Month',
            <select id={`${idPrefix}-month`} value={form.month} onChange={set('month')} className={selectClass} required>
              <option value="">Choose a month</option>
              {options.seasonalMonths.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
              {options.seasonalMonths.length > 0 ? <option value="all">All six months</option> : null}
            </select>,
          )
        : null}
      {type === 'special_weather'
        ? field(
            'signal',
            'Wind signal',
            <select id={`${idPrefix}-signal`} value={form.signal} onChange={set('signal')} className={selectClass}>
              <option value="">As raised for the place</option>
              {options.signals.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>,
          )
        : null}
    </div>
  );
}
