'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { TendayImportReport } from '@/domain/weather/tenday-reading';
import { FailureNotice, SuccessNotice } from './form-feedback';
import { useApiSubmit } from './use-api-submit';
import { formatDate } from '@/domain/format/manila-time';

/**
 * Upload of one 10-day outlook: PAGASA's workbooks of one issue (one to ten dayN.xlsx files), or one
 * file in the portal's long layout (CSV or .xlsx), with the importer's report.
 */
export function TendayUploadForm() {
  const router = useRouter();
  const { state, submit } = useApiSubmit<TendayImportReport>('The 10-day outlook was saved.');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('excel-files') as HTMLInputElement;
    const form = new FormData();
    for (const file of Array.from(input.files ?? [])) form.append('excel-files[]', file, file.name);
    if (await submit('/api/weather/10day', { method: 'POST', body: form })) router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <label className="block">
        <span className="font-medium">PAGASA workbooks (day1.xlsx … day10.xlsx of one issue), or one file in the long layout (.csv or .xlsx)</span>
        <span className="block text-sm text-neutral-700">Up to ten files, 10 MB each. Nothing is stored if any file or value is refused.</span>
        <input
          name="excel-files"
          type="file"
          multiple
          required
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-2 block"
        />
      </label>
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Uploading…' : 'Upload'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        <SuccessNotice>
          <p className="font-semibold">
            Saved the forecast of {formatDate(state.result.forecastDate, 'en')} ({state.result.dateRange}).
          </p>
          <div className="mt-2 overflow-x-auto">
            <table className="text-left">
              <thead>
                <tr>
                  {['File', 'Day', 'Rows read', 'Rows kept', 'Places matched', 'Other regions', 'Unmatched names'].map((h) => (
                    <th key={h} scope="col" className="pr-4">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {state.result.files.map((file) => (
                  <tr key={`${file.file}/${file.day}`}>
                    <th scope="row" className="pr-4 font-medium">
                      {file.file}
                    </th>
                    <td className="pr-4">{file.day.replace('..', ' to ')}</td>
                    <td className="pr-4">{file.rowsRead}</td>
                    <td className="pr-4">{file.rowsKept}</td>
                    <td className="pr-4">{file.placesMatched}</td>
                    <td className="pr-4">{file.otherRegionRows}</td>
                    <td className="pr-4">{file.unmatched.map((u) => `${u.name} (row ${u.row})`).join(', ') || 'none'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.result.placesWithoutData.length > 0 ? <p className="mt-2">Places without data: {state.result.placesWithoutData.join(', ')}.</p> : null}
          {(state.result.daysWithoutData ?? []).length > 0 ? <p className="mt-2">Days without data: {state.result.daysWithoutData.map((day) => formatDate(day, 'en', 'short')).join(', ')}.</p> : null}
          {(state.result.placesMissingDays ?? []).length > 0 ? (
            <p className="mt-2">
              Places missing some days: {state.result.placesMissingDays.map((p) => `${p.place} (${p.days.map((day) => formatDate(day, 'en', 'short')).join(', ')})`).join('; ')}.
            </p>
          ) : null}
        </SuccessNotice>
      ) : null}
    </form>
  );
}
