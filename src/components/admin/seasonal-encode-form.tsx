'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { addMonths, MONTH_CODES } from '@/domain/weather/seasonal-months';
import { Field, inputClass } from './field';
import { FailureNotice, SuccessNotice } from './form-feedback';
import { useApiSubmit } from './use-api-submit';
import { manilaToday } from '@/domain/format/manila-time';

interface Place {
  psgc: string;
  name: string;
  provincePsgc: string;
}

/**
 * The seasonal encode grid: provinces and their municipalities by six months of percent of normal
 * (blank or `nda` for no data). Every province's entries are kept and saved together.
 */
export function SeasonalEncodeForm({ provinces, places }: { provinces: { psgc: string; name: string }[]; places: Place[] }) {
  const router = useRouter();
  const nextMonth = addMonths(manilaToday().slice(0, 7), 1);
  const [start, setStart] = useState(nextMonth);
  const [province, setProvince] = useState(provinces[0]!.psgc);
  const [values, setValues] = useState<Record<string, string>>({});
  const { state, submit } = useApiSubmit<{ values: number }>('The seasonal outlook was saved.');
  const months = Array.from({ length: 6 }, (_, i) => addMonths(start, i));
  const monthsOf = (psgc: string) =>
    months.map((month, i) => {
      const raw = (values[`${psgc}/${i}`] ?? '').trim();
      return { mo: MONTH_CODES[Number(month.slice(5)) - 1]!, val: raw === '' || raw.toLowerCase() === 'nda' ? 'nda' : Number(raw) };
    });
  const filled = (psgc: string) => months.some((_, i) => (values[`${psgc}/${i}`] ?? '').trim() !== '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = {
      region: 'calabarzon',
      start,
      provinces: provinces
        .filter((p) => filled(p.psgc) || places.some((m) => m.provincePsgc === p.psgc && filled(m.psgc)))
        .map((p) => ({
          name: p.name,
          months: monthsOf(p.psgc),
          municipalities: places.filter((m) => m.provincePsgc === p.psgc && filled(m.psgc)).map((m) => ({ name: m.name, months: monthsOf(m.psgc) })),
        })),
    };
    if (await submit('/api/weather/seasonal/region', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })) router.refresh();
  }

  const rows = [{ psgc: province, name: `${provinces.find((p) => p.psgc === province)!.name} (whole province)` }, ...places.filter((m) => m.provincePsgc === province)];
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First month of the outlook">
          <input type="month" required className={inputClass} value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label="Province on screen">
          <select className={inputClass} value={province} onChange={(e) => setProvince(e.target.value)}>
            {provinces.map((p) => (
              <option key={p.psgc} value={p.psgc}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div role="region" aria-label="Percent of normal rainfall by place and month" tabIndex={0} className="max-h-[32rem] overflow-auto rounded-lg border border-neutral-300">
        <table className="text-left text-sm">
          <thead className="sticky top-0 bg-pale">
            <tr>
              <th scope="col" className="px-2 py-2">
                Place
              </th>
              {months.map((month) => (
                <th key={month} scope="col" className="px-2 py-2">
                  {month}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.psgc} className="border-t border-neutral-200">
                <th scope="row" className="px-2 py-1 font-medium whitespace-nowrap">
                  {row.name}
                </th>
                {months.map((month, i) => (
                  <td key={month} className="px-1 py-1">
                    <input
                      aria-label={`${row.name}, ${month}, percent of normal`}
                      inputMode="decimal"
                      className="w-20 rounded border border-neutral-500 px-2 py-1"
                      value={values[`${row.psgc}/${i}`] ?? ''}
                      onChange={(e) => setValues((current) => ({ ...current, [`${row.psgc}/${i}`]: e.target.value }))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : 'Save seasonal outlook'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? <SuccessNotice>Saved {state.result.values} values as a new issuance.</SuccessNotice> : null}
    </form>
  );
}
