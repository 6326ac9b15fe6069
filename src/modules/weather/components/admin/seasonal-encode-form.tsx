'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { DataGrid } from '@/platform/ui/data-grid';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import type { MunicipalityOption } from '@/modules/places/rules/places-contract';
import { addMonths, MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { FailureNotice, SuccessNotice, WarningNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { manilaToday } from '@/platform/format/manila-time';

/**
 * The seasonal encode grid: provinces and their municipalities by six months of percent of normal
 * (blank or `nda` for no data). Every province's entries are kept and saved together.
 */
export function SeasonalEncodeForm({ provinces, places }: { provinces: { psgc: string; name: string }[]; places: MunicipalityOption[] }) {
  const router = useRouter();
  const nextMonth = addMonths(manilaToday().slice(0, 7), 1);
  const [start, setStart] = useState(nextMonth);
  const [province, setProvince] = useState(provinces[0]!.psgc);
  const [values, setValues] = useState<Record<string, string>>({});
  const { state, send, fieldError } = useOperation(WEATHER_WRITES_CONTRACT.seasonalRegion, 'The seasonal outlook was saved.', {
    start: 'First month of the outlook',
    provinces: 'Percent of normal rainfall',
  });
  const months = Array.from({ length: 6 }, (_, i) => addMonths(start, i));
  const monthsOf = (psgc: string) =>
    months.map((month, i) => {
      const raw = (values[`${psgc}/${i}`] ?? '').trim();
      return { mo: MONTH_CODES[Number(month.slice(5)) - 1]!, val: raw === '' || raw.toLowerCase() === 'nda' ? 'nda' : Number(raw) };
    });
  const filled = (psgc: string) => months.some((_, i) => (values[`${psgc}/${i}`] ?? '').trim() !== '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await send({
      region: 'calabarzon',
      start,
      provinces: provinces
        .filter((p) => filled(p.psgc) || places.some((m) => m.provincePsgc === p.psgc && filled(m.psgc)))
        .map((p) => ({
          name: p.name,
          months: monthsOf(p.psgc),
          municipalities: places.filter((m) => m.provincePsgc === p.psgc && filled(m.psgc)).map((m) => ({ name: m.name, months: monthsOf(m.psgc) })),
        })),
    });
    if (saved) router.refresh();
  }

  const rows = [
    { psgc: province, name: `${provinces.find((p) => p.psgc === province)!.name} (whole province)` },
    ...places.filter((m) => m.provincePsgc === province),
  ];
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First month of the outlook" error={fieldError('start')}>
          <Input type="month" required value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field label="Province on screen">
          <Select value={province} onChange={(e) => setProvince(e.target.value)} options={provinces.map((p) => ({ value: p.psgc, label: p.name }))} />
        </Field>
      </div>
      <DataGrid
        label="Percent of normal rainfall by place and month"
        corner="Place"
        rows={rows}
        rowKey={(row) => row.psgc}
        rowHeader={(row) => row.name}
        columns={months}
        columnHeader={(month) => month}
        cellClassName="px-1"
        renderCell={(row, month, { column }) => (
          <Input
            variant="cell"
            aria-label={`${row.name}, ${month}, percent of normal`}
            inputMode="decimal"
            className="w-20 px-2 py-1"
            value={values[`${row.psgc}/${column}`] ?? ''}
            onChange={(e) => setValues((current) => ({ ...current, [`${row.psgc}/${column}`]: e.target.value }))}
          />
        )}
      />
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : 'Save seasonal outlook'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        state.result.archived ? (
          <WarningNotice>{state.result.archived}</WarningNotice>
        ) : (
          <SuccessNotice>Saved {state.result.values} values as a new issuance.</SuccessNotice>
        )
      ) : null}
    </form>
  );
}
