import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { FailureNotice } from '@/components/admin/form-feedback';
import { FilterSelect } from '@/components/admin/filter-select';
import { PageHeading } from '@/components/site/page-heading';
import { Button } from '@/components/ui/button';
import { AUDIT_PAGE_SIZE, auditFiltersSchema, describeAuditSummary, type AuditFilters } from '@/domain/audit/audit-filters';
import { staffDateTime } from '@/domain/auth/staff-labels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { listAuditActions } from '@/server/audit/list-audit-actions';
import { listAuditEntries } from '@/server/audit/list-audit-entries';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';

export const metadata: Metadata = { title: 'Audit trail', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

function readFilters(search: Awaited<Search>): { filters: AuditFilters; problem?: string } {
  const raw = Object.fromEntries(
    Object.entries(search)
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = auditFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data };
  return { filters: { page: 1 }, problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
}

function query(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const { page, ...rest } = filters;
  const entries = Object.entries({ ...rest, ...(page > 1 ? { page: String(page) } : {}), ...extra }).filter(([, value]) => value !== undefined && value !== '') as [string, string][];
  return new URLSearchParams(entries).toString();
}

export default async function AuditPage(props: LocaleParams & { searchParams: Search }) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/audit', 'audit.read');
  const { filters, problem } = readFilters(await props.searchParams);
  const db = await getDb();
  const [{ items, total }, actions] = await Promise.all([listAuditEntries(db, filters, AUDIT_PAGE_SIZE), listAuditActions(db)]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const first = (filters.page - 1) * AUDIT_PAGE_SIZE + 1;

  return (
    <>
      <AdminNav current="/admin/audit" user={user} />
      <PageHeading title="Audit trail" lead="Every change, upload, sign-in and failed sign-in: when, who, what and to what. Times are Manila time." />
      <form method="get" action="/admin/audit" role="search" aria-label="Filter the audit trail" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Who (email)
          <input name="actor" defaultValue={filters.actor ?? ''} maxLength={200} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <FilterSelect label="Action" name="action" defaultValue={filters.action ?? ''} emptyLabel="All" options={actions.map((action) => ({ value: action, label: action }))} />
        <label className="text-sm font-medium">
          Target
          <input name="target" defaultValue={filters.target ?? ''} maxLength={200} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <label className="text-sm font-medium">
          From
          <input type="date" name="from" defaultValue={filters.from ?? ''} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <label className="text-sm font-medium">
          To
          <input type="date" name="to" defaultValue={filters.to ?? ''} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <Button type="submit">Filter</Button>
        <Link href="/admin/audit" prefetch={false} className="inline-flex min-h-11 items-center text-sm">
          Clear filters
        </Link>
      </form>
      {problem ? <FailureNotice failure={{ message: `The filters were not understood and were left out: ${problem}`, problems: [] }} /> : null}
      <p className="mb-3 text-sm">
        <a href={`/api/audit?${query({ ...filters, page: 1 }, { format: 'csv' })}`} className="inline-flex min-h-11 items-center" download>
          Download these entries as CSV
        </a>
      </p>
      <div role="region" aria-label="Audit entries" tabIndex={0} className="overflow-x-auto rounded-lg border border-neutral-300">
        <table className="w-full min-w-[860px] text-left text-sm">
          <caption className="p-3 text-left font-semibold">
            {total === 0 ? 'No entries match' : `Entries ${first}–${first + items.length - 1} of ${total}, newest first`}
          </caption>
          <thead className="bg-pale">
            <tr>
              {['When', 'Who', 'Action', 'Target', 'What changed'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-t border-neutral-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{staffDateTime(entry.at)}</td>
                <td className="px-3 py-2">{entry.actor}</td>
                <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                <td className="px-3 py-2 break-all">{entry.target ?? '—'}</td>
                <td className="px-3 py-2 break-words">{describeAuditSummary(entry.summary) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages of the audit trail" className="mt-3 flex gap-3 text-sm">
          {filters.page > 1 ? (
            <Link href={`/admin/audit?${query({ ...filters, page: filters.page - 1 })}`} prefetch={false} className="inline-flex min-h-11 items-center">
              Newer entries
            </Link>
          ) : null}
          <span className="inline-flex min-h-11 items-center">
            Page {filters.page} of {pages}
          </span>
          {filters.page < pages ? (
            <Link href={`/admin/audit?${query({ ...filters, page: filters.page + 1 })}`} prefetch={false} className="inline-flex min-h-11 items-center">
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
