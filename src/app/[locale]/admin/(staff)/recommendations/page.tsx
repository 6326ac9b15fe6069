import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { recommendationFormOptions, RISK_NAMES, TYPE_NAMES } from '@/components/admin/recommendations/recommendation-form-options';
import { FilterSelect } from '@/components/admin/filter-select';
import { FileUploadForm } from '@/components/admin/single-file-upload-form';
import { RichText } from '@/components/calendar/rich-text';
import { PageHeading } from '@/components/site/page-heading';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { STAGE_CODES } from '@/domain/crops/stage-codes';
import { ALL_CROPS } from '@/domain/recommendations/farm-operations';
import { ALL_CROPS_KEY, GENERAL_STAGE } from '@/domain/recommendations/recommendation-input';
import { recommendationListSchema } from '@/domain/recommendations/recommendation-input';
import { triggerLabel } from '@/domain/recommendations/trigger-label';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { listRecommendations } from '@/server/recommendations/list-recommendations';

export const metadata: Metadata = { title: 'Recommendations', robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 50;
const CROP_OPTIONS = CROP_CATALOGUE.map((c) => ({ value: c.key, label: c.name.en }));
const CROP_FILTERS = [{ value: ALL_CROPS_KEY, label: `${ALL_CROPS.en} (general rows)` }, ...CROP_OPTIONS];

export default async function AdminRecommendationsPage(props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/recommendations');
  const raw = await props.searchParams;
  const text = (key: string) => (typeof raw[key] === 'string' && raw[key] !== '' ? (raw[key] as string) : undefined);
  const parsed = recommendationListSchema.safeParse({
    type: text('type'),
    crop: text('crop'),
    stage: text('stage'),
    trigger: text('trigger'),
    q: text('q'),
    missingTagalog: text('missingTagalog'),
    limit: PAGE_SIZE,
    offset: text('offset') ?? 0,
  });
  const query = parsed.success ? parsed.data : recommendationListSchema.parse({ limit: PAGE_SIZE });
  const list = await listRecommendations(await getDb(), query);
  const options = recommendationFormOptions();
  const triggers = [...new Map(Object.values(options.triggers).flat().map((t) => [t.value, t])).values()];
  const pageLink = (offset: number) => `/admin/recommendations?${new URLSearchParams({ ...Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string') as [string, string][]), offset: String(offset) })}`;

  return (
    <>
      <AdminNav current="/admin/recommendations" isSuperadmin={user.accountLevel === SUPERADMIN} />
      <PageHeading title="Recommendations" lead="What to do at each crop stage under each forecast, in English and Tagalog." />
      <p className="mb-4 flex flex-wrap gap-3">
        <Link href="/admin/recommendations/new" prefetch={false} className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 font-semibold text-white no-underline">
          Add a recommendation
        </Link>
        <Link href="/admin/recommendations/coverage" prefetch={false} className="inline-flex min-h-11 items-center rounded-md border border-primary px-4 font-semibold no-underline">
          Coverage of the latest outlooks
        </Link>
      </p>
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter recommendations">
        <label className="text-sm font-medium">
          Search
          <input type="search" name="q" defaultValue={query.q ?? ''} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <FilterSelect label="Type" name="type" defaultValue={query.type ?? ''} emptyLabel="All" options={Object.entries(TYPE_NAMES).map(([value, label]) => ({ value, label }))} />
        <FilterSelect label="Crop" name="crop" defaultValue={query.crop ?? ''} emptyLabel="All" options={CROP_FILTERS} />
        <FilterSelect
          label="Stage"
          name="stage"
          defaultValue={query.stage ?? ''}
          emptyLabel="All"
          options={[{ value: GENERAL_STAGE, label: 'General (all stages)' }, ...STAGE_CODES.map((code) => ({ value: code, label: code }))]}
        />
        <FilterSelect
          label="Trigger"
          name="trigger"
          defaultValue={query.trigger ?? ''}
          emptyLabel="All"
          options={[{ value: 'any', label: 'Any forecast' }, ...triggers.map((t) => ({ value: t.value, label: t.value }))]}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="missingTagalog" value="1" defaultChecked={Boolean(query.missingTagalog)} className="size-5" />
          Missing Tagalog only
        </label>
        <button type="submit" className="min-h-11 rounded-md border border-primary px-4 font-semibold text-primary">
          Filter
        </button>
      </form>
      {!parsed.success ? <p role="alert" className="mb-3 text-error">Some filters were not understood and were ignored.</p> : null}
      <p className="mb-3 text-sm" role="status">
        {list.total} recommendation{list.total === 1 ? '' : 's'}
        {list.missingTagalog > 0 ? (
          <strong className="ml-2 text-warning">⚠ {list.missingTagalog} without their Tagalog text</strong>
        ) : null}
      </p>
      <div className="mb-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Recommendations table">
        <table className="data-table w-full min-w-[60rem] text-sm">
          <thead className="bg-pale text-left">
            <tr>
              <th scope="col">Type / crop / stage</th>
              <th scope="col">Trigger and risk</th>
              <th scope="col">English</th>
              <th scope="col">Tagalog</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} className="align-top" data-testid="recommendation-row">
                <td>
                  {TYPE_NAMES[row.type]} · {row.crop === null ? ALL_CROPS.en : (CROP_CATALOGUE.find((c) => c.key === row.crop)?.name.en ?? row.crop)}
                  <br />
                  <strong>{row.stageLabel.en}</strong> ({row.stage ?? GENERAL_STAGE})
                  <br />
                  {row.farmOperation}
                  {row.isDemo ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs">demo</span> : null}
                </td>
                <td>
                  {triggerLabel(row.type, row.trigger)}
                  {row.risk ? (
                    <>
                      <br />
                      Risk: {RISK_NAMES[row.risk]}
                    </>
                  ) : null}
                </td>
                <td>
                  {row.impact.en ? <RichText html={row.impact.en} /> : null}
                  <RichText html={row.practice.en} />
                </td>
                <td lang="tl">
                  {row.missingTagalog ? <p className="font-semibold text-warning">⚠ Tagalog text missing</p> : null}
                  {row.impact.tl ? <RichText html={row.impact.tl} /> : null}
                  {row.practice.tl ? <RichText html={row.practice.tl} /> : null}
                </td>
                <td>
                  <Link href={`/admin/recommendations/${row.id}`} prefetch={false}>
                    Edit<span className="sr-only"> recommendation {row.id}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mb-10 flex gap-4 text-sm">
        {query.offset > 0 ? <Link href={pageLink(Math.max(0, query.offset - PAGE_SIZE))}>Previous {PAGE_SIZE}</Link> : null}
        {query.offset + PAGE_SIZE < list.total ? <Link href={pageLink(query.offset + PAGE_SIZE)}>Next {PAGE_SIZE}</Link> : null}
      </nav>
      <section aria-labelledby="import">
        <h2 id="import" className="mb-3 text-xl font-bold">
          Import a workbook
        </h2>
        <p className="mb-3 text-sm">
          Sheets <code>Seasonal</code> (Crop Stage, Farm Operation, Forecast, Impact, Impact Tagalog, Practice, Practice Tagalog), <code>10-Day</code> and{' '}
          <code>Special</code> (Crop Stage, Farm Operation, Practice, Practice Tagalog; optionally Rainfall or Signal, Risk, SMS). Bullets ● • - become
          lists. A Crop Stage of <code>general</code> is general advice for the forecast; a Crop cell of <code>all</code> is for every crop. For each type and crop in the file, the stored recommendations are replaced; any problem stores nothing.
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
          <FilterSelect label="Crop (when the workbook has no Crop column)" name="crop" defaultValue="" emptyLabel="From the Crop column" options={CROP_FILTERS} />
        </FileUploadForm>
      </section>
    </>
  );
}
