import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { CoverageGapsTable } from '@/modules/recommendations/components/coverage-gaps-table';
import { TYPE_NAMES } from '@/modules/recommendations/components/recommendation-form-options';
import { PageHeading } from '@/modules/site/components/page-heading';
import { formatDate, formatDateRange } from '@/platform/format/manila-time';
import type { RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getRecommendationCoverage } from '@/modules/recommendations/server/get-recommendation-coverage';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Recommendation coverage', robots: { index: false } };

export default withDb(async function CoveragePage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/recommendations/coverage', 'recommendation.edit');
  const report = await getRecommendationCoverage(db);

  return (
    <>
      <AdminNav current="/admin/recommendations" user={user} />
      <PageHeading
        title="Coverage of the latest outlooks"
        lead="Every place × crop × stage the latest outlooks reach (or, with no stage in the outlook, the general advice for its forecast), checked for a recommendation under the forecast there. Fill the gaps before bulletins go out."
      />
      <ul className="mb-4 text-sm">
        {(Object.keys(report.outlooks) as RecommendationType[]).map((type) => {
          const outlook = report.outlooks[type];
          return (
            <li key={type}>
              {TYPE_NAMES[type]} outlook: {outlook ? formatDateRange(outlook.validFrom, outlook.validTo, 'en') : 'none loaded'}
              {outlook?.expired ? <strong> (ended on {formatDate(outlook.validTo, 'en')}; the office has not loaded a newer one)</strong> : null}
            </li>
          );
        })}
      </ul>
      <p className="mb-4 font-medium" role="status">
        {report.checked === 0
          ? 'Nothing to check: no calendar stage falls in the latest outlooks.'
          : `${report.covered} of ${report.checked} place × crop × stage needs have a recommendation; ${report.gaps.length} gap${report.gaps.length === 1 ? '' : 's'} below.`}
      </p>
      <CoverageGapsTable gaps={report.gaps} />
      <section aria-labelledby="general-advice" className="mt-6">
        <h2 id="general-advice" className="mb-2 text-xl font-bold">
          General advice for every crop
        </h2>
        {report.triggersWithoutGeneral.length === 0 ? (
          <p className="text-sm">Every forecast has general advice for every crop.</p>
        ) : (
          <>
            <p className="mb-2 text-sm">
              Bulletins fall back on general advice when a crop has no stage in the outlook or no advice of its own. These forecasts have none yet
              (add a recommendation with the stage “General (all stages)” and the crop “All crops”):
            </p>
            <ul className="list-disc pl-5 text-sm" data-testid="triggers-without-general">
              {report.triggersWithoutGeneral.map(({ type, trigger }) => (
                <li key={`${type}/${trigger}`}>
                  {TYPE_NAMES[type]}: {triggerLabel(type, trigger)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <p className="mt-6 text-sm">
        <Link href="/admin/recommendations/new" prefetch={false}>
          Add a recommendation
        </Link>
      </p>
    </>
  );
});
