'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/platform/ui/button';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { SIGNAL_NAMES } from './signal-names';

function List({ title, items, testId }: { title: string; items: readonly string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2" data-testid={testId}>
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the CAP alert filled and what it left for staff, above the form it filled; the way back to the form as it was. */
export function CapImportNotice({ imported, onDiscard }: { imported: CapImport; onDiscard: () => void }) {
  const t = useTranslations('Admin.capImport');
  const locale = useLocale();
  return (
    <div role="note" data-testid="cap-import-notice" className="mb-4 rounded-lg border-l-4 border-info bg-sky-50 p-3 text-sm break-words">
      <p className="font-semibold">
        {t('filled', { identifier: imported.alert.identifier || '—', time: formatManilaDateTime(imported.alert.sent, locale), count: imported.places.length })}
      </p>
      <p>{t('check')}</p>
      <List title={t('placesTitle')} items={imported.places.map((place) => `${place.name}: ${SIGNAL_NAMES[place.signal]}`)} testId="cap-import-places" />
      {imported.problems.length > 0 ? (
        <div role="alert" className="mt-2 rounded border-l-4 border-error bg-red-50 p-2">
          <List title={t('problemsTitle')} items={imported.problems} testId="cap-import-problems" />
        </div>
      ) : null}
      <List title={t('unknownTitle')} items={imported.unknown} testId="cap-import-unknown" />
      <List title={t('ignoredTitle')} items={imported.ignored} testId="cap-import-ignored" />
      <Button type="button" variant="outline" className="mt-3" onClick={onDiscard}>
        {t('discard')}
      </Button>
    </div>
  );
}
