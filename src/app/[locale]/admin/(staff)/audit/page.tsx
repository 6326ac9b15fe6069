import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { AuditFilterForm } from '@/modules/staff/components/admin/audit-filter-form';
import { AuditTable } from '@/modules/staff/components/admin/audit-table';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { PageHeading } from '@/modules/site/components/page-heading';
import { AUDIT_PAGE_SIZE, auditFiltersSchema, type AuditFilters } from '@/modules/staff/rules/audit-filters';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { listAuditActions } from '@/modules/staff/server/audit/list-audit-actions';
import { listAuditEntries } from '@/modules/staff/server/audit/list-audit-entries';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { withDb } from '@/platform/startup/with-db';

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
  const entries = Object.entries({ ...rest, ...(page > 1 ? { page: String(page) } : {}), ...extra }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return new URLSearchParams(entries).toString();
}

export default withDb(async function AuditPage(db, props: LocaleParams & { searchParams: Search }) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/audit', 'audit.read');
  const { filters, problem } = readFilters(await props.searchParams);
  const [{ items, total }, actions] = await Promise.all([listAuditEntries(db, filters, AUDIT_PAGE_SIZE), listAuditActions(db)]);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const first = (filters.page - 1) * AUDIT_PAGE_SIZE + 1;

  return (
    <>
      <AdminNav current="/admin/audit" user={user} />
      <PageHeading
        title="Audit trail"
        lead="Every change, upload, sign-in and failed sign-in: when, who, what and to what. Times are Manila time. The trail keeps staff accounts by id and shows them as they are now; it keeps no emails, names or addresses."
      />
      <AuditFilterForm filters={filters} actions={actions} />
      {problem ? <FailureNotice failure={{ message: `The filters were not understood and were left out: ${problem}`, problems: [] }} /> : null}
      <p className="mb-3 text-sm">
        <a href={`/api/audit?${query({ ...filters, page: 1 }, { format: 'csv' })}`} className="inline-flex min-h-11 items-center" download>
          Download these entries as CSV
        </a>
      </p>
      <AuditTable entries={items} total={total} first={first} />
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
});
