import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { SmsExportForm } from '@/modules/sms/components/admin/sms-export-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { listExports } from '@/modules/exchange/server/list-exports';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Export for ACAP-Philippines', robots: { index: false } };

// An API address, not a page: a plain link (the lint rule only knows pages) so the browser opens the JSON.
const INDEX_HREF = '/api/export';

/** Plain download links to the national-exchange exports; they are public data, so the links need no session. */
export default withDb(async function ExportPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/export');
  const [exports, places] = await Promise.all([listExports(db), resolvePlaceFilter(db, {})]);
  return (
    <>
      <AdminNav current="/admin/export" user={user} />
      <PageHeading
        title="Export for ACAP-Philippines"
        lead="The region's data in the shapes the national ACAP portals use. Each JSON file lists its collections and documents, and notes how the fields map. Times are Manila time."
      />
      <p className="mb-6 text-sm">
        <a href={INDEX_HREF} className="inline-flex min-h-11 items-center">
          The list of exports as JSON
        </a>{' '}
        (for scripts that fetch them; add <code>?download=1</code> to any export address to get a file).
      </p>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Exports">
        {exports.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-neutral-300 p-4">
            <h2 className="text-lg font-semibold text-primary-dark">{entry.title}</h2>
            <p className="mt-1 text-sm">{entry.description}</p>
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">Holds</dt>
              <dd>{entry.holds}</dd>
              <dt className="font-medium">Latest data</dt>
              <dd>{entry.id === 'provinces' ? 'Constant (the region’s places)' : entry.latestAt ? staffDateTime(entry.latestAt) : 'None yet'}</dd>
              <dt className="font-medium">National collections</dt>
              <dd className="break-all font-mono text-xs">{entry.collections.join(', ')}</dd>
            </dl>
            <ul className="mt-3 text-sm" aria-label={`Downloads: ${entry.title}`}>
              {entry.downloads.map((download) => (
                <li key={download.href}>
                  {download.available ? (
                    <a href={download.href} download className="inline-flex min-h-11 items-center">
                      Download {download.label}
                    </a>
                  ) : (
                    <span className="inline-flex min-h-11 items-center text-neutral-700">Nothing to download yet: {download.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <SmsExportForm places={places} />
    </>
  );
});
