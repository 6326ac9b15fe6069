'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { UploadNotice } from '@/modules/weather/rules/upload-notice';
import { formatMonth } from '@/platform/format/manila-time';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { SuccessNotice } from '@/platform/ui/form-feedback';
import { OutlookUploadNotice } from './outlook-upload-notice';
import { useOutlookUpload } from './use-outlook-upload';

const ENDPOINT = '/api/weather/seasonal/excel';

/**
 * Upload of a seasonal workbook (PAGASA's or the portal's template). Without script the form posts to
 * the API, which answers with this page again, its outcome in the address (`notice`); with script it
 * is sent in place. Either way a 409 shows "Replace anyway" (decision 086).
 */
export function SeasonalUploadForm({ notice }: { notice: UploadNotice | null }) {
  const t = useTranslations('Admin.outlookUpload');
  const locale = useLocale();
  const upload = useOutlookUpload<{ start: string; values: number; archived: string | null }>(ENDPOINT, t('savedToast'));
  const shown = upload.sent ? upload.notice : notice;
  return (
    <form method="post" action={ENDPOINT} encType="multipart/form-data" onSubmit={upload.onSubmit} className="space-y-4" aria-label={t('seasonalForm')}>
      <input type="hidden" name="answer" value="page" />
      <Field label={t('seasonalLabel')} hint={t('seasonalHint')}>
        <Input
          variant="bare"
          name="excelfile"
          type="file"
          required
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-2 block"
        />
      </Field>
      <Button type="submit" disabled={upload.pending}>
        {upload.pending ? t('uploading') : t('upload')}
      </Button>
      {upload.result ? (
        <SuccessNotice>
          <p>{t('seasonalSaved', { values: upload.result.values, start: formatMonth(upload.result.start, locale) })}</p>
          {upload.result.archived ? <p>{t('archived')}</p> : null}
        </SuccessNotice>
      ) : null}
      {shown ? <OutlookUploadNotice notice={shown} pending={upload.pending} /> : null}
    </form>
  );
}
