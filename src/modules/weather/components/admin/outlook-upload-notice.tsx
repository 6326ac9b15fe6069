'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { OutlookPeriod, UploadNotice } from '@/modules/weather/rules/upload-notice';
import { formatDateRange, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import { Button } from '@/platform/ui/button';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';

const REASON_KEYS = { 'template-examples': 'refusedTemplateExamples', 'no-values': 'refusedNoValues', other: 'refusedOther' } as const;

/**
 * What became of an upload, in the staff member's language: saved, refused and why, or the question
 * whether to replace the live outlook (decision 086), whose "Replace anyway" button sends the form
 * again with confirm=true. It sits inside the form, so the button works without script too.
 */
export function OutlookUploadNotice({ notice, pending }: { notice: UploadNotice; pending: boolean }) {
  const t = useTranslations('Admin.outlookUpload');
  const locale = useLocale();
  const outlook = (o: OutlookPeriod) =>
    t(o.type === 'seasonal' ? 'outlookSeasonal' : 'outlookTenDay', {
      period:
        o.type === 'seasonal' ? `${formatMonth(o.validFrom, locale)} – ${formatMonth(o.validTo, locale)}` : formatDateRange(o.validFrom, o.validTo, locale),
    });

  switch (notice.kind) {
    case 'saved':
      return (
        <SuccessNotice>
          <p>{t(notice.live ? 'saved' : 'savedArchived', { outlook: outlook(notice.outlook) })}</p>
        </SuccessNotice>
      );
    case 'replace': {
      const more = notice.emptyPlaces - notice.emptyNames.length;
      return (
        <div role="alert" className="mt-4 rounded-lg border-l-4 border-warning bg-amber-50 p-4 text-sm" data-testid="replace-prompt">
          <p className="font-semibold">{t('replaceTitle')}</p>
          <p className="mt-1">
            {t('replaceText', {
              outlook: outlook(notice.replaces),
              loaded: formatManilaDateTime(notice.replaces.loadedAt, locale),
              empty: notice.emptyPlaces,
              places: notice.places,
            })}
          </p>
          {notice.emptyNames.length > 0 ? <p className="mt-1">{t('replaceEmptyNames', { names: notice.emptyNames.join(', '), more })}</p> : null}
          <p className="mt-1">{t('replaceHow')}</p>
          <Button type="submit" name="confirm" value="true" variant="destructive" disabled={pending} className="mt-3">
            {t('replaceButton')}
          </Button>
        </div>
      );
    }
    case 'refused':
      // An unnamed refusal sent with script shows the server's own message and problems.
      if (notice.reason === 'other' && notice.message) return <FailureNotice failure={{ message: notice.message, problems: notice.problems ?? [] }} />;
      return (
        <FailureNotice
          failure={{ message: t(REASON_KEYS[notice.reason]), problems: [...(notice.message ? [notice.message] : []), ...(notice.problems ?? [])] }}
        />
      );
  }
}
