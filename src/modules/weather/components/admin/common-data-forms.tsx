'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/platform/ui/button';
import { DataGrid } from '@/platform/ui/data-grid';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { MOON_PHASES, type CommonType } from '@/modules/weather/rules/common-data';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { CommonGroupData } from '@/modules/weather/rules/weather-contract';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';

interface Current {
  moonPhases: CommonGroupData<'moon_phases'>;
  cyclones: CommonGroupData<'cyclones_count'>;
  systems: CommonGroupData<'misc_weather_systems'>;
  windSpeed: CommonGroupData<'wind_speed'>;
}

const SAVES = {
  seasonal_tenday: WEATHER_WRITES_CONTRACT.commonTenDay,
  seasonal_regional: WEATHER_WRITES_CONTRACT.commonSeasonal,
  seasonal_special_weather: WEATHER_WRITES_CONTRACT.commonCyclone,
} satisfies Record<CommonType, unknown>;

/** The contract's messages name the rows by their place in `data` (`data.moon_phases.2.date`). */
function useSave(type: CommonType, message: string) {
  const router = useRouter();
  const api = useOperation(SAVES[type], message);
  const save = async (data: Record<string, unknown>) => {
    if (await api.send({ data, region: 'calabarzon', type })) router.refresh();
  };
  return { state: api.state, save };
}

function Feedback({ state }: { state: ReturnType<typeof useSave>['state'] }) {
  if (state.status === 'failed') return <FailureNotice failure={state.failure} />;
  if (state.status === 'done') return <SuccessNotice>Saved.</SuccessNotice>;
  return null;
}

/** A form of rows of fields, each with its Remove button, then Add and Save; `children` draws a row's fields. */
function RowsForm<T>({
  rows,
  onRowsChange,
  blank,
  rowClassName,
  addLabel,
  saveLabel,
  state,
  onSubmit,
  children,
}: {
  rows: T[];
  onRowsChange: (rows: T[]) => void;
  blank: T;
  rowClassName: string;
  addLabel: string;
  saveLabel: string;
  state: ReturnType<typeof useSave>['state'];
  onSubmit: (event: FormEvent) => void;
  children: (row: T, change: (patch: Partial<T>) => void) => ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      {rows.map((row, i) => (
        <div key={i} className={rowClassName}>
          {children(row, (patch) => onRowsChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))))}
          <Button type="button" variant="ghost" onClick={() => onRowsChange(rows.filter((_, j) => j !== i))}>
            Remove<span className="sr-only"> row {i + 1}</span>
          </Button>
        </div>
      ))}
      <div className="flex gap-3">
        <Button type="button" variant="outline" onClick={() => onRowsChange([...rows, blank])}>
          {addLabel}
        </Button>
        <Button type="submit">{saveLabel}</Button>
      </div>
      <Feedback state={state} />
    </form>
  );
}

const PHASE_NAMES = { new_moon: 'New moon', first_quarter: 'First quarter', full_moon: 'Full moon', last_quarter: 'Last quarter' } as const;
const PHASE_OPTIONS = MOON_PHASES.map((phase) => ({ value: phase, label: PHASE_NAMES[phase] }));

function MoonPhasesForm({ current }: { current: Current['moonPhases'] }) {
  const [rows, setRows] = useState(current.length > 0 ? current : [{ date: '', phase: 'new_moon' as const }]);
  const { state, save } = useSave('seasonal_tenday', 'The moon phases were saved.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ moon_phases: rows.filter((row) => row.date) });
  };
  return (
    <RowsForm
      rows={rows}
      onRowsChange={setRows}
      blank={{ date: '', phase: 'new_moon' }}
      rowClassName="flex flex-wrap items-end gap-3"
      addLabel="Add a date"
      saveLabel="Save moon phases"
      state={state}
      onSubmit={submit}
    >
      {(row, change) => (
        <>
          <Field label="Date" size="sm">
            <Input type="date" value={row.date} onChange={(e) => change({ date: e.target.value })} />
          </Field>
          <Field label="Phase" size="sm">
            <Select value={row.phase} onChange={(e) => change({ phase: e.target.value as (typeof MOON_PHASES)[number] })} options={PHASE_OPTIONS} />
          </Field>
        </>
      )}
    </RowsForm>
  );
}

const MONTHLY_COLUMNS = [
  { prefix: 'c', heading: 'Expected tropical cyclones (e.g. 1 or 2)', name: 'expected tropical cyclones', inputClass: 'w-32 px-2 py-1' },
  { prefix: 's', heading: 'Weather systems', name: 'weather systems', inputClass: 'w-96 max-w-full px-2 py-1' },
] as const;

function MonthlyForm({ cyclones, systems }: { cyclones: Current['cyclones']; systems: Current['systems'] }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...cyclones.map((c) => [`c/${c.mo}`, c.value]), ...systems.map((s) => [`s/${s.mo}`, s.value])]),
  );
  const { state, save } = useSave('seasonal_regional', 'The regional outlook notes were saved.');
  const pick = (prefix: string) => MONTH_CODES.flatMap((mo) => (values[`${prefix}/${mo}`]?.trim() ? [{ mo, value: values[`${prefix}/${mo}`]!.trim() }] : []));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ cyclones_count: pick('c'), misc_weather_systems: pick('s') });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <DataGrid
        label="Cyclones and weather systems by month"
        scroll="x"
        corner="Month"
        rows={MONTH_CODES}
        rowKey={(mo) => mo}
        rowHeader={(mo) => mo}
        rowHeaderClassName="capitalize"
        columns={MONTHLY_COLUMNS}
        columnKey={(column) => column.prefix}
        columnHeader={(column) => column.heading}
        renderCell={(mo, column) => (
          <Input
            variant="cell"
            aria-label={`${mo}: ${column.name}`}
            className={column.inputClass}
            value={values[`${column.prefix}/${mo}`] ?? ''}
            onChange={(e) => setValues({ ...values, [`${column.prefix}/${mo}`]: e.target.value })}
          />
        )}
      />
      <Button type="submit">Save cyclones and weather systems</Button>
      <Feedback state={state} />
    </form>
  );
}

function WindSpeedForm({ current, provinces }: { current: Current['windSpeed']; provinces: string[] }) {
  const [rows, setRows] = useState(
    current.length > 0
      ? current.map((r) => ({ ...r, list: r.municipalities.join(', ') }))
      : [{ value: '', province: provinces[0]!, municipalities: [] as string[], list: '' }],
  );
  const { state, save } = useSave('seasonal_special_weather', 'The wind speeds were saved.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({
      wind_speed: rows
        .filter((row) => row.value.trim())
        .map((row) => ({
          value: row.value.trim(),
          province: row.province,
          municipalities: row.list
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean),
        })),
    });
  };
  return (
    <RowsForm
      rows={rows}
      onRowsChange={setRows}
      blank={{ value: '', province: provinces[0]!, municipalities: [], list: '' }}
      rowClassName="grid gap-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-end"
      addLabel="Add a row"
      saveLabel="Save wind speeds"
      state={state}
      onSubmit={submit}
    >
      {(row, change) => (
        <>
          <Field label="Wind speed" size="sm">
            <Input placeholder="39-61 km/h" value={row.value} onChange={(e) => change({ value: e.target.value })} />
          </Field>
          <Field label="Province" size="sm">
            <Select value={row.province} onChange={(e) => change({ province: e.target.value })} options={provinces.map((p) => ({ value: p, label: p }))} />
          </Field>
          <Field label="Municipalities (comma-separated, blank for all)" size="sm">
            <Input value={row.list} onChange={(e) => change({ list: e.target.value })} />
          </Field>
        </>
      )}
    </RowsForm>
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
