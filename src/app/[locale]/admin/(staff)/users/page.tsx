import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { FilterSelect } from '@/components/admin/filter-select';
import { CreateUserForm } from '@/components/admin/users/create-user-form';
import { PageHeading } from '@/components/site/page-heading';
import { Button } from '@/components/ui/button';
import { MIN_PASSWORD_LENGTH } from '@/domain/auth/password-policy';
import { staffDateTime, staffLevelLabel } from '@/domain/auth/staff-labels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { getEnv } from '@/server/env/get-env';
import { listStaffUsers } from '@/server/users/list-staff-users';

export const metadata: Metadata = { title: 'Users', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function UsersPage(props: LocaleParams & { searchParams: Search }) {
  await resolvePageLocale(props);
  const me = await requireStaffPage('/admin/users', 'users.manage');
  const search = await props.searchParams;
  const q = one(search.q).trim().slice(0, 200);
  const level = ['1', '2', 'none'].includes(one(search.level)) ? one(search.level) : '';
  const status = one(search.status) === 'active' || one(search.status) === 'disabled' ? (one(search.status) as 'active' | 'disabled') : undefined;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(one(search.page), 10) || 1));
  const { items, total, pageSize } = await listStaffUsers(
    await getDb(),
    { q: q || undefined, level: level === '' ? undefined : level === 'none' ? 'none' : Number(level), status, page },
    getEnv().ACAP_PROTECTED_EMAILS,
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (target: number) => `/admin/users?${new URLSearchParams({ ...(q ? { q } : {}), ...(level ? { level } : {}), ...(status ? { status } : {}), page: String(target) })}`;

  return (
    <>
      <AdminNav current="/admin/users" user={me} />
      <PageHeading title="Users" lead="Staff accounts of the portal. Admins work on the data; superadmins also manage accounts, see the audit trail and delete." />
      <form method="get" action="/admin/users" role="search" aria-label="Find accounts" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          Name or email
          <input name="q" defaultValue={q} maxLength={200} className="mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-3" />
        </label>
        <FilterSelect label="Level" name="level" defaultValue={level} emptyLabel="All" options={[{ value: '1', label: 'Superadmin' }, { value: '2', label: 'Admin' }, { value: 'none', label: 'No level' }]} />
        <FilterSelect label="Status" name="status" defaultValue={status ?? ''} emptyLabel="All" options={[{ value: 'active', label: 'Active' }, { value: 'disabled', label: 'Disabled' }]} />
        <Button type="submit">Find</Button>
      </form>
      <div role="region" aria-label="Accounts" tabIndex={0} className="overflow-x-auto rounded-lg border border-neutral-300">
        <table className="w-full min-w-[880px] text-left text-sm">
          <caption className="p-3 text-left font-semibold">
            Accounts ({total === 0 ? 'none found' : `${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + items.length} of ${total}`}, newest first)
          </caption>
          <thead className="bg-pale">
            <tr>
              {['Name', 'Email', 'Level', 'Status', 'Open sessions', 'Failed sign-ins (24 h)', 'Created'].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((account) => (
              <tr key={account.id} className="border-t border-neutral-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link href={`/admin/users/${account.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                    {account.name}
                  </Link>
                  {account.id === me.id ? <span className="ml-2 text-xs">(you)</span> : null}
                </th>
                <td className="px-3 py-2">{account.email}</td>
                <td className="px-3 py-2">{staffLevelLabel(account.accountLevel)}</td>
                <td className="px-3 py-2">
                  {account.disabled ? <strong className="text-error">Disabled</strong> : 'Active'}
                  {account.protected ? <span className="ml-2 rounded bg-pale px-1 text-xs">Protected</span> : null}
                </td>
                <td className="px-3 py-2">{account.activeSessions}</td>
                <td className="px-3 py-2">
                  {account.failedSignIns === 0 ? (
                    'None'
                  ) : (
                    <>
                      <strong>{account.failedSignIns}</strong>, last {staffDateTime(account.lastFailedSignInAt)}
                    </>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{staffDateTime(account.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label="Pages of accounts" className="mt-3 flex gap-3 text-sm">
          {page > 1 ? <Link href={pageHref(page - 1)} prefetch={false} className="inline-flex min-h-11 items-center">Previous page</Link> : null}
          <span className="inline-flex min-h-11 items-center">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={pageHref(page + 1)} prefetch={false} className="inline-flex min-h-11 items-center">Next page</Link> : null}
        </nav>
      ) : null}
      <div className="mt-8">
        <CreateUserForm minPasswordLength={MIN_PASSWORD_LENGTH} />
      </div>
    </>
  );
}
