'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MOON_PHASES } from '@/domain/weather/common-data';
import { MONTH_CODES, type MonthCode } from '@/domain/weather/seasonal-months';
import { inputClass } from './field';
import { FailureNotice, SuccessNotice } from './form-feedback';
import { useApiSubmit } from './use-api-submit';

interface Current {
  moonPhases: { date: string; phase: (typeof MOON_PHASES)[number] }[];
  cyclones: { mo: MonthCode; value: string }[];
  systems: { mo: MonthCode; value: string }[];
  windSpeed: { value: string; province: string; municipalities: string[] }[];
}

function useSave(endpoint: string, type: string, message: string) {
  const router = useRouter();
  const api = useApiSubmit<unknown>(message);
  const save = async (data: unknown) => {
    const ok = await api.submit(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ data, region: 'calabarzon', type }) });
    if (ok) router.refresh();
  };
  return { state: api.state, save };
}

function Feedback({ state }: { state: ReturnType<typeof useSave>['state'] }) {
  if (state.status === 'failed') return <FailureNotice failure={state.failure} />;
  if (state.status === 'done') return <SuccessNotice>Saved.</SuccessNotice>;
  return null;
}

const PHASE_NAMES = { new_moon: 'New moon', first_quarter: 'First quarter', full_moon: 'Full moon', last_quarter: 'Last quarter' } as const;

function MoonPhasesForm({ current }: { current: Current['moonPhases'] }) {
  const [rows, setRows] = useState(current.length > 0 ? current : [{ date: '', phase: 'new_moon' as const }]);
  const { state, save } = useSave('/api/weather/tenday/region/common', 'seasonal_tenday', 'The moon phases were saved.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ moon_phases: rows.filter((row) => row.date) });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      {rows.map((row, i) => (
        <div key={i} className="flex flex-wrap items-end gap-3">
          <label>
            <span className="text-sm font-medium">Date</span>
            <input type="date" className={inputClass} value={row.date} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, date: e.target.value } : r)))} />
          </label>
          <label>
            <span className="text-sm font-medium">Phase</span>
            <select className={inputClass} value={row.phase} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, phase: e.target.value as (typeof MOON_PHASES)[number] } : r)))}>
              {MOON_PHASES.map((phase) => (
                <option key={phase} value={phase}>
                  {PHASE_NAMES[phase]}
                </option>
              ))}
            </select>
          </label>
          <Button type="button" variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            Remove<span className="sr-only"> row {i + 1}</span>
          </Button>
        </div>
      ))}
      <div className="flex gap-3">
        <Button type="button" variant="outline" onClick={() => setRows([...rows, { date: '', phase: 'new_moon' }])}>
          Add a date
        </Button>
        <Button type="submit">Save moon phases</Button>
      </div>
      <Feedback state={state} />
    </form>
  );
}

function MonthlyForm({ cyclones, systems }: { cyclones: Current['cyclones']; systems: Current['systems'] }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...cyclones.map((c) => [`c/${c.mo}`, c.value]), ...systems.map((s) => [`s/${s.mo}`, s.value])]),
  );
  const { state, save } = useSave('/api/weather/seasonal/region/common', 'seasonal_regional', 'The regional outlook notes were saved.');
  const pick = (prefix: string) => MONTH_CODES.flatMap((mo) => (values[`${prefix}/${mo}`]?.trim() ? [{ mo, value: values[`${prefix}/${mo}`]!.trim() }] : []));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ cyclones_count: pick('c'), misc_weather_systems: pick('s') });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div role="region" aria-label="Cyclones and weather systems by month" tabIndex={0} className="overflow-x-auto rounded-lg border border-neutral-300">
        <table className="text-left text-sm">
          <thead className="bg-pale">
            <tr>
              <th scope="col" className="px-2 py-2">
                Month
              </th>
              <th scope="col" className="px-2 py-2">
                Expected tropical cyclones (e.g. 1 or 2)
              </th>
              <th scope="col" className="px-2 py-2">
                Weather systems
              </th>
            </tr>
          </thead>
          <tbody>
            {MONTH_CODES.map((mo) => (
              <tr key={mo} className="border-t border-neutral-200">
                <th scope="row" className="px-2 py-1 capitalize">
                  {mo}
                </th>
                <td className="px-2 py-1">
                  <input aria-label={`${mo}: expected tropical cyclones`} className="w-32 rounded border border-neutral-500 px-2 py-1" value={values[`c/${mo}`] ?? ''} onChange={(e) => setValues({ ...values, [`c/${mo}`]: e.target.value })} />
                </td>
                <td className="px-2 py-1">
                  <input aria-label={`${mo}: weather systems`} className="w-96 max-w-full rounded border border-neutral-500 px-2 py-1" value={values[`s/${mo}`] ?? ''} onChange={(e) => setValues({ ...values, [`s/${mo}`]: e.target.value })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button type="submit">Save cyclones and weather systems</Button>
      <Feedback state={state} />
    </form>
  );
}

function WindSpeedForm({ current, provinces }: { current: Current['windSpeed']; provinces: string[] }) {
  const [rows, setRows] = useState(current.length > 0 ? current.map((r) => ({ ...r, list: r.municipalities.join(', ') })) : [{ value: '', province: provinces[0]!, municipalities: [] as string[], list: '' }]);
  const { state, save } = useSave('/api/weather/cyclone/region/common', 'seasonal_special_weather', 'The wind speeds were saved.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      wind_speed: rows
        .filter((row) => row.value.trim())
        .map((row) => ({ value: row.value.trim(), province: row.province, municipalities: row.list.split(',').map((m) => m.trim()).filter(Boolean) })),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      {rows.map((row, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-end">
          <label>
            <span className="text-sm font-medium">Wind speed</span>
            <input className={inputClass} placeholder="39-61 km/h" value={row.value} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, value: e.target.value } : r)))} />
          </label>
          <label>
            <span className="text-sm font-medium">Province</span>
            <select className={inputClass} value={row.province} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, province: e.target.value } : r)))}>
              {provinces.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <label>
            <span className="text-sm font-medium">Municipalities (comma-separated, blank for all)</span>
            <input className={inputClass} value={row.list} onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, list: e.target.value } : r)))} />
          </label>
          <Button type="button" variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            Remove<span className="sr-only"> row {i + 1}</span>
          </Button>
        </div>
      ))}
      <div className="flex gap-3">
        <Button type="button" variant="outline" onClick={() => setRows([...rows, { value: '', province: provinces[0]!, municipalities: [], list: '' }])}>
          Add a row
        </Button>
        <Button type="submit">Save wind speeds</Button>
      </div>
      <Feedback state={state} />
    </form>
  );
}

/** Editors of the regional common data: moon phases (10-day), cyclones and weather systems (seasonal), wind speed (special). */
export function CommonDataForms({ current, provinces }: { current: Current; provinces: string[] }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="moon">
        <h2 id="moon" className="mb-3 text-xl font-bold">
          Moon phases (10-day)
        </h2>
        <MoonPhasesForm current={current.moonPhases} />
      </section>
      <section aria-labelledby="monthly">
        <h2 id="monthly" className="mb-3 text-xl font-bold">
          Tropical cyclones and weather systems (seasonal)
        </h2>
        <MonthlyForm cyclones={current.cyclones} systems={current.systems} />
      </section>
      <section aria-labelledby="wind">
        <h2 id="wind" className="mb-3 text-xl font-bold">
          Wind speed (special)
        </h2>
        <WindSpeedForm current={current.windSpeed} provinces={provinces} />
      </section>
    </div>
  );
}
