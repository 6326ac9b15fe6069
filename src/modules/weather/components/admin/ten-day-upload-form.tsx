'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { Table, TableBody, TableCell, TableHead, TableHeadings, TableRow } from '@/platform/ui/table';
import type { TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';
import { formatDate } from '@/platform/format/manila-time';

/**
 * Upload of one 10-day outlook: PAGASA's workbooks of one issue (one to ten dayN.xlsx files), or one
 * file in the portal's long layout (CSV or .xlsx), with the importer's report.
 */
export function TenDayUploadForm() {
  const router = useRouter();
  const { state, submit } = useApiSubmit<TenDayImportReport>('The 10-day outlook was saved.');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('excel-files') as HTMLInputElement;
    const form = new FormData();
    for (const file of Array.from(input.files ?? [])) form.append('excel-files[]', file, file.name);
    if (await submit('/api/weather/10day', { method: 'POST', body: form })) router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field
        label="PAGASA workbooks (day1.xlsx … day10.xlsx of one issue), or one file in the long layout (.csv or .xlsx)"
        hint="Up to ten files, 10 MB each. Nothing is stored if any file or value is refused."
      >
        <Input
          variant="bare"
          name="excel-files"
          type="file"
          multiple
          required
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-2 block"
        />
      </Field>
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
            <Table variant="plain">
              <TableHeadings headings={['File', 'Day', 'Rows read', 'Rows kept', 'Places matched', 'Other regions', 'Unmatched names']} />
              <TableBody>
                {state.result.files.map((file) => (
                  <TableRow key={`${file.file}/${file.day}`}>
                    <TableHead scope="row" className="font-medium">
                      {file.file}
                    </TableHead>
                    <TableCell>{file.day.replace('..', ' to ')}</TableCell>
                    <TableCell>{file.rowsRead}</TableCell>
                    <TableCell>{file.rowsKept}</TableCell>
                    <TableCell>{file.placesMatched}</TableCell>
                    <TableCell>{file.otherRegionRows}</TableCell>
                    <TableCell>{file.unmatched.map((u) => `${u.name} (row ${u.row})`).join(', ') || 'none'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {state.result.placesWithoutData.length > 0 ? <p className="mt-2">Places without data: {state.result.placesWithoutData.join(', ')}.</p> : null}
          {(state.result.daysWithoutData ?? []).length > 0 ? (
            <p className="mt-2">Days without data: {state.result.daysWithoutData.map((day) => formatDate(day, 'en', 'short')).join(', ')}.</p>
          ) : null}
          {(state.result.placesMissingDays ?? []).length > 0 ? (
            <p className="mt-2">
              Places missing some days:{' '}
              {state.result.placesMissingDays.map((p) => `${p.place} (${p.days.map((day) => formatDate(day, 'en', 'short')).join(', ')})`).join('; ')}.
            </p>
          ) : null}
        </SuccessNotice>
      ) : null}
    </form>
  );
}
