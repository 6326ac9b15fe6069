'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { TenDayImportReport } from '@/modules/weather/rules/ten-day-reading';
import type { UploadNotice } from '@/modules/weather/rules/upload-notice';
import { formatDate } from '@/platform/format/manila-time';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { SuccessNotice } from '@/platform/ui/form-feedback';
import { Table, TableBody, TableCell, TableHead, TableHeadings, TableRow } from '@/platform/ui/table';
import { OutlookUploadNotice } from './outlook-upload-notice';
import { useOutlookUpload } from './use-outlook-upload';

const ENDPOINT = '/api/weather/10day';

/** What a 10-day upload stored and lacks, file by file. */
function TenDayReport({ report }: { report: TenDayImportReport }) {
  const t = useTranslations('Admin.outlookUpload');
  const locale = useLocale();
  const days = (list: string[]) => list.map((day) => formatDate(day, locale, 'short')).join(', ');
  return (
    <SuccessNotice>
      <p className="font-semibold">{t('tenDaySaved', { date: formatDate(report.forecastDate, locale), range: report.dateRange })}</p>
      {report.archived ? <p>{t('archived')}</p> : null}
      <div className="mt-2 overflow-x-auto">
        <Table variant="plain">
          <TableHeadings
            headings={[t('colFile'), t('colDay'), t('colRowsRead'), t('colRowsKept'), t('colPlacesMatched'), t('colOtherRegions'), t('colUnmatched')]}
          />
          <TableBody>
            {report.files.map((file) => (
              <TableRow key={`${file.file}/${file.day}`}>
                <TableHead scope="row" className="font-medium">
                  {file.file}
                </TableHead>
                <TableCell>{file.day.replace('..', ' – ')}</TableCell>
                <TableCell>{file.rowsRead}</TableCell>
                <TableCell>{file.rowsKept}</TableCell>
                <TableCell>{file.placesMatched}</TableCell>
                <TableCell>{file.otherRegionRows}</TableCell>
                <TableCell>{file.unmatched.map((u) => t('unmatchedName', { name: u.name, row: u.row })).join(', ') || t('none')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {report.placesWithoutData.length > 0 ? <p className="mt-2">{t('placesWithoutData', { places: report.placesWithoutData.join(', ') })}</p> : null}
      {report.daysWithoutData.length > 0 ? <p className="mt-2">{t('daysWithoutData', { days: days(report.daysWithoutData) })}</p> : null}
      {report.placesMissingDays.length > 0 ? (
        <p className="mt-2">{t('placesMissingDays', { places: report.placesMissingDays.map((p) => `${p.place} (${days(p.days)})`).join('; ') })}</p>
      ) : null}
    </SuccessNotice>
  );
}

/**
 * Upload of one 10-day outlook: PAGASA's workbooks of one issue (one to ten dayN.xlsx files), or one
 * file in the portal's long layout (CSV or .xlsx), with the importer's report. Without script the form
 * posts to the API, which answers with this page again, its outcome in the address (`notice`); with
 * script it is sent in place. Either way a 409 shows "Replace anyway" (decision 086).
 */
export function TenDayUploadForm({ notice }: { notice: UploadNotice | null }) {
  const t = useTranslations('Admin.outlookUpload');
  const upload = useOutlookUpload<TenDayImportReport>(ENDPOINT, t('savedToast'));
  const shown = upload.sent ? upload.notice : notice;
  return (
    <form method="post" action={ENDPOINT} encType="multipart/form-data" onSubmit={upload.onSubmit} className="space-y-4" aria-label={t('tenDayForm')}>
      <input type="hidden" name="answer" value="page" />
      <Field label={t('tenDayLabel')} hint={t('tenDayHint')}>
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
      <Button type="submit" disabled={upload.pending}>
        {upload.pending ? t('uploading') : t('upload')}
      </Button>
      {upload.result ? <TenDayReport report={upload.result} /> : null}
      {shown ? <OutlookUploadNotice notice={shown} pending={upload.pending} /> : null}
    </form>
  );
}
