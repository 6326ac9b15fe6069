import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { PageLinks } from '@/modules/recommendations/components/page-links';
import { CROP_FILTERS, RecommendationFilters } from '@/modules/recommendations/components/recommendation-filters';
import { RecommendationsTable } from '@/modules/recommendations/components/recommendations-table';
import { FilterSelect } from '@/platform/ui/filter-select';
import { FileUploadForm } from '@/platform/ui/single-file-upload-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { parseRecommendationPageQuery, recommendationPageHref } from '@/modules/recommendations/rules/recommendation-page-query';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { pageRecommendations } from '@/modules/recommendations/server/page-recommendations';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Recommendations', robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default withDb(async function AdminRecommendationsPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/recommendations', 'recommendation.edit');
  // Filters and page live in the address (as in the public archive): a view can be bookmarked or sent.
  const { query, ignored } = parseRecommendationPageQuery(await props.searchParams);
  const list = await pageRecommendations(db, query);

  return (
    <>
      <AdminNav current="/admin/recommendations" user={user} />
      <PageHeading title="Recommendations" lead="What to do at each crop stage under each forecast, in English and Tagalog." />
      <p className="mb-4 flex flex-wrap gap-3">
        <Link
          href="/admin/recommendations/new"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 font-semibold text-white no-underline"
        >
          Add a recommendation
        </Link>
        <Link
          href="/admin/recommendations/coverage"
          prefetch={false}
          className="inline-flex min-h-11 items-center rounded-md border border-primary px-4 font-semibold no-underline"
        >
          Coverage of the latest outlooks
        </Link>
      </p>
      <RecommendationFilters query={query} />
      {ignored.length > 0 ? (
        <p role="alert" className="mb-3 text-error">
          Some parts of the address were not understood and were ignored: {ignored.join(', ')}.
        </p>
      ) : null}
      <p className="mb-3 text-sm" role="status">
        {list.total === 0
          ? 'No recommendation matches.'
          : list.outOfRange
            ? `${list.total} recommendation${list.total === 1 ? '' : 's'}`
            : `Showing ${list.from}–${list.to} of ${list.total} recommendation${list.total === 1 ? '' : 's'}`}
        {list.missingTagalog > 0 ? <strong className="ml-2 text-warning">⚠ {list.missingTagalog} without their Tagalog text</strong> : null}
      </p>
      {list.outOfRange ? (
        <p className="mb-4 font-semibold text-error">
          There is no page {list.page}: these recommendations fill {list.pages} page{list.pages === 1 ? '' : 's'}.{' '}
          <Link href={recommendationPageHref(query, { page: list.pages })} prefetch={false} className="inline-flex min-h-11 items-center">
            Go to page {list.pages}
          </Link>
        </p>
      ) : null}
      {list.rows.length > 0 ? <RecommendationsTable list={list} /> : null}
      <PageLinks query={query} pages={list.pages} />
      <section aria-labelledby="import" className="mt-10">
        <h2 id="import" className="mb-3 text-xl font-bold">
          Import a workbook
        </h2>
        <p className="mb-3 text-sm">
          Sheets <code>Seasonal</code> (Crop Stage, Farm Operation, Forecast, Impact, Impact Tagalog, Practice, Practice Tagalog), <code>10-Day</code> and{' '}
          <code>Special</code> (Crop Stage, Farm Operation, Practice, Practice Tagalog; optionally Rainfall or Signal, Risk, SMS). Bullets ● • - become lists. A
          Crop Stage of <code>general</code> is general advice for the forecast; a Crop cell of <code>all</code> is for every crop. For each type and crop in
          the file, the stored recommendations are replaced; any problem stores nothing. Replaced cyclone advice loses its approval for the CAP alerts: a
          reviewer approves the imported advice again.
        </p>
        <FileUploadForm
          endpoint="/api/recommendations/import"
          field="file"
          label="Recommendations workbook (.xlsx)"
          hint="One file, up to 10 MB."
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          successMessage="The recommendations were imported."
          summarize="recommendations"
        >
          <FilterSelect
            label="Crop (when the workbook has no Crop column)"
            name="crop"
            defaultValue=""
            emptyLabel="From the Crop column"
            options={CROP_FILTERS}
          />
        </FileUploadForm>
      </section>
    </>
  );
});
