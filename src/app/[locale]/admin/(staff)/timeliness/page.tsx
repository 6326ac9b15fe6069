import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { OutlookTimelinessSection } from '@/modules/timeliness/components/outlook-timeliness-section';
import { SummaryDownloadForm } from '@/modules/timeliness/components/summary-download-form';
import { TimelinessFilterForm } from '@/modules/timeliness/components/timeliness-filter-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { manilaToday } from '@/platform/format/manila-time';
import { LATE_AFTER_DAYS } from '@/modules/timeliness/rules/publication-delay';
import { timelinessFiltersSchema, type TimelinessFilters } from '@/modules/timeliness/rules/timeliness-query';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { unlessNotFound } from '@/platform/errors/unless-not-found';
import { withDb } from '@/platform/startup/with-db';
import { findProvince } from '@/modules/timeliness/server/find-province';
import { listOutlookTimeliness } from '@/modules/timeliness/server/list-outlook-timeliness';
import { readRegionPlaces } from '@/modules/timeliness/server/read-region-places';

export const metadata: Metadata = { title: 'Timeliness', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

function readFilters(search: Awaited<Search>): { filters: TimelinessFilters; problem?: string } {
  const raw = Object.fromEntries(Object.entries(search).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = timelinessFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data };
  return { filters: { page: 1 }, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'address'}: ${issue.message}`).join('; ') };
}

function pageHref(filters: TimelinessFilters, page: number): string {
  const entries = Object.entries({ type: filters.type, province: filters.province, page: page > 1 ? String(page) : undefined }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return entries.length > 0 ? `/admin/timeliness?${new URLSearchParams(entries)}` : '/admin/timeliness';
}

/** Per outlook, when each place's bulletins were published and which were late; and the monthly summary to download. */
export default withDb(async function TimelinessPage(db, props: LocaleParams & { searchParams: Search }) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/timeliness');
  const read = readFilters(await props.searchParams);
  const asked = read.filters.province;
  const province = asked ? await unlessNotFound(() => findProvince(db, asked)) : null;
  const filters = province ? read.filters : { ...read.filters, province: undefined };
  const problem = asked && !province ? `province: no province ${asked} in the region` : read.problem;
  const [{ outlooks, total, page, pages }, { provinces }] = await Promise.all([listOutlookTimeliness(db, filters), readRegionPlaces(db)]);

  return (
    <>
      <AdminNav current="/admin/timeliness" user={user} />
      <PageHeading
        title="Timeliness"
        lead={`When each place's bulletins were published after the outlook they were made from. A bulletin published more than ${LATE_AFTER_DAYS} days after its outlook began (Philippine calendar days) is late. Drafts and bulletins in review do not count; withdrawn ones count from when they were published. Times are Philippine time.`}
      />
      {problem ? <FailureNotice failure={{ message: `The filters were not understood and were left out: ${problem}`, problems: [] }} /> : null}
      <SummaryDownloadForm month={manilaToday().slice(0, 7)} provinces={provinces} province={filters.province} />
      <TimelinessFilterForm filters={filters} provinces={provinces} />
      {outlooks.length === 0 ? <p>No outlook has been loaded{filters.type ? ' of this kind' : ''} yet.</p> : null}
      {outlooks.map((outlook) => (
        <OutlookTimelinessSection key={outlook.issue.key} outlook={outlook} province={province} />
      ))}
      {pages > 1 ? (
        <nav aria-label="Pages of outlooks" className="mt-3 flex flex-wrap gap-3 text-sm">
          {page > 1 ? (
            <Link href={pageHref(filters, page - 1)} prefetch={false} className="inline-flex min-h-11 items-center">
              Newer outlooks
            </Link>
          ) : null}
          <span className="inline-flex min-h-11 items-center">
            Page {page} of {pages} ({total} outlooks)
          </span>
          {page < pages ? (
            <Link href={pageHref(filters, page + 1)} prefetch={false} className="inline-flex min-h-11 items-center">
              Older outlooks
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
});
