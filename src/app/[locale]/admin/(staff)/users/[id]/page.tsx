import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { ConfirmDeleteButton } from '@/platform/ui/confirm-delete-button';
import { DisableUserButton, EditUserForm, ResetPasswordForm } from '@/modules/staff/components/admin/edit-user-forms';
import { SignInFailures } from '@/modules/staff/components/admin/sign-in-failures';
import { PageHeading } from '@/modules/site/components/page-heading';
import { MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { staffDateTime, staffLevelLabel } from '@/modules/staff/rules/staff-labels';
import { reviewerRightMatters, reviewsByLevel } from '@/modules/staff/rules/reviewer-right';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getEnv } from '@/platform/env/get-env';
import { listSignInFailures } from '@/modules/staff/server/list-sign-in-failures';
import { listStaffUsers } from '@/modules/staff/server/list-staff-users';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Staff account', robots: { index: false } };

type Params = Promise<{ locale: string; id: string }>;

export default withDb(async function UserPage(db, props: { params: Params }) {
  const { id } = await props.params;
  await resolvePageLocale(props);
  const me = await requireStaffPage(db, `/admin/users/${encodeURIComponent(id)}`, 'users.manage');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) notFound();
  const [account] = (await listStaffUsers(db, { id }, getEnv().ACAP_PROTECTED_EMAILS)).items;
  if (!account) notFound();
  const failures = await listSignInFailures(db, account);
  return (
    <>
      <AdminNav current="/admin/users" user={me} />
      <p className="mb-2 text-sm">
        <Link href="/admin/users" prefetch={false}>
          All accounts
        </Link>
      </p>
      <PageHeading title={account.name} lead={account.email} />
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Level</dt>
        <dd>{staffLevelLabel(account.accountLevel)}</dd>
        <dt className="font-semibold">Reviews bulletins</dt>
        <dd>
          {reviewsByLevel(account.accountLevel)
            ? 'Yes, always at this level'
            : reviewerRightMatters(account.accountLevel) && account.reviewer
              ? 'Yes: given the reviewer right'
              : 'No'}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>{account.disabled ? `Disabled since ${staffDateTime(account.disabledAt)}` : 'Active'}</dd>
        <dt className="font-semibold">Open sessions</dt>
        <dd>
          {account.activeSessions}
          {account.lastSeenAt ? `, last seen ${staffDateTime(account.lastSeenAt)}` : ''}
        </dd>
        <dt className="font-semibold">Failed sign-ins</dt>
        <dd>
          {account.failedSignIns === 0
            ? 'None in the last 24 hours'
            : `${account.failedSignIns} in the last 24 hours, the last ${staffDateTime(account.lastFailedSignInAt)}`}
        </dd>
        <dt className="font-semibold">Created</dt>
        <dd>{staffDateTime(account.createdAt)}</dd>
        <dt className="font-semibold">History</dt>
        <dd>
          <Link href={`/admin/audit?target=${encodeURIComponent(account.email)}`} prefetch={false}>
            Changes to this account
          </Link>
          {' · '}
          <Link href={`/admin/audit?actor=${encodeURIComponent(account.email)}`} prefetch={false}>
            What this account did
          </Link>
        </dd>
      </dl>
      <SignInFailures failures={failures} />
      {account.protected ? (
        <p role="note" className="rounded-lg border-l-4 border-info bg-pale p-4 text-sm">
          This is a protected account (named in the portal&apos;s settings): nobody can change or delete it here.
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <EditUserForm account={account} />
          <ResetPasswordForm account={account} minPasswordLength={MIN_PASSWORD_LENGTH} />
          {account.id === me.id ? null : <DisableUserButton account={account} />}
          {account.id === me.id ? null : (
            <section aria-labelledby="delete-heading" className="rounded-lg border border-neutral-300 p-4">
              <h2 id="delete-heading" className="mb-2 text-lg font-bold">
                Delete
              </h2>
              <p className="mb-3 text-sm">The account and its sessions go; its bulletins, uploads and audit history stay, under its email.</p>
              <ConfirmDeleteButton
                endpoint={`/api/users/${account.id}`}
                label={account.email}
                title="Delete this account?"
                description={`${account.name} (${account.email}) will no longer be able to sign in. This cannot be undone.`}
                successMessage="The account was deleted."
                after="/admin/users"
              />
            </section>
          )}
        </div>
      )}
    </>
  );
});
