import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { AccountFilters } from '@/modules/staff/components/admin/account-filters';
import { AccountsTable } from '@/modules/staff/components/admin/accounts-table';
import { CreateUserForm } from '@/modules/staff/components/admin/create-user-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getEnv } from '@/platform/env/get-env';
import { listStaffUsers } from '@/modules/staff/server/list-staff-users';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Users', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default withDb(async function UsersPage(db, props: LocaleParams & { searchParams: Search }) {
  await resolvePageLocale(props);
  const me = await requireStaffPage(db, '/admin/users', 'users.manage');
  const search = await props.searchParams;
  const q = one(search.q).trim().slice(0, 200);
  const level = ['1', '2', 'none'].includes(one(search.level)) ? one(search.level) : '';
  const status = one(search.status) === 'active' || one(search.status) === 'disabled' ? (one(search.status) as 'active' | 'disabled') : undefined;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one(search.page), 10) || 1));
  const { items, total, pageSize } = await listStaffUsers(
    db,
    { q: q || undefined, level: level === '' ? undefined : level === 'none' ? 'none' : Number(level), status, page },
    getEnv().ACAP_PROTECTED_EMAILS,
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (target: number) =>
    `/admin/users?${new URLSearchParams({ ...(q ? { q } : {}), ...(level ? { level } : {}), ...(status ? { status } : {}), page: String(target) })}`;

  return (
    <>
      <AdminNav current="/admin/users" user={me} />
      <PageHeading
        title="Users"
        lead="Staff accounts of the portal. Admins work on the data; superadmins also manage accounts, see the audit trail and delete."
      />
      <AccountFilters q={q} level={level} status={status ?? ''} />
      <AccountsTable accounts={items} total={total} page={page} pageSize={pageSize} meId={me.id} />
      {pages > 1 ? (
        <nav aria-label="Pages of accounts" className="mt-3 flex gap-3 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} prefetch={false} className="inline-flex min-h-11 items-center">
              Previous page
            </Link>
          ) : null}
          <span className="inline-flex min-h-11 items-center">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={pageHref(page + 1)} prefetch={false} className="inline-flex min-h-11 items-center">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div className="mt-8">
        <CreateUserForm minPasswordLength={MIN_PASSWORD_LENGTH} />
      </div>
    </>
  );
});
