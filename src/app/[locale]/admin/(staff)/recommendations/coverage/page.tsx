import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { TYPE_NAMES } from '@/components/admin/recommendations/recommendation-form-options';
import { PageHeading } from '@/components/site/page-heading';
import { cropByKey, stageLabel } from '@/domain/crops/crop-list';
import { formatDate, formatDateRange } from '@/domain/format/manila-time';
import { ALL_STAGES } from '@/domain/recommendations/farm-operations';
import { GENERAL_STAGE } from '@/domain/recommendations/recommendation-input';
import type { RecommendationType } from '@/domain/recommendations/recommendation-types';
import { triggerLabel } from '@/domain/recommendations/trigger-label';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { getRecommendationCoverage } from '@/server/recommendations/get-recommendation-coverage';

export const metadata: Metadata = { title: 'Recommendation coverage', robots: { index: false } };

const SHOWN_PLACES = 12;

export default async function CoveragePage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/recommendations/coverage', 'recommendation.edit');
  const report = await getRecommendationCoverage(await getDb());
  const newLink = (gap: (typeof report.gaps)[number]) =>
    `/admin/recommendations?${new URLSearchParams({ type: gap.type, crop: gap.crop, stage: gap.stage ?? GENERAL_STAGE })}`;

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
      {report.gaps.length > 0 ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Gaps">
          <table className="data-table w-full min-w-[48rem] text-sm" data-testid="coverage-gaps">
            <thead className="bg-pale text-left">
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Crop and stage</th>
                <th scope="col">Forecast</th>
                <th scope="col">Places without advice</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.gaps.map((gap) => (
                <tr key={`${gap.type}/${gap.crop}/${gap.stage ?? GENERAL_STAGE}/${gap.trigger}/${gap.month}`} className="align-top">
                  <td>
                    {TYPE_NAMES[gap.type]}
                    {gap.month ? ` (${gap.month})` : ''}
                  </td>
                  <td>
                    {cropByKey(gap.crop)?.name.en ?? gap.crop}: {gap.stage ? `${stageLabel(gap.crop, gap.stage, 'en')} (${gap.stage})` : `${ALL_STAGES.en} (general advice)`}
                  </td>
                  <td>{triggerLabel(gap.type, gap.trigger)}</td>
                  <td>
                    <strong>{gap.places.length}</strong>:{' '}
                    {gap.places
                      .slice(0, SHOWN_PLACES)
                      .map((p) => `${p.name} (${p.province})`)
                      .join(', ')}
                    {gap.places.length > SHOWN_PLACES ? ` and ${gap.places.length - SHOWN_PLACES} more` : ''}
                  </td>
                  <td>
                    <Link href={newLink(gap)} prefetch={false}>
                      See these<span className="sr-only"> recommendations</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
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
}
