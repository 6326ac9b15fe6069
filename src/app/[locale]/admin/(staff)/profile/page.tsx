import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { ChangePasswordForm, ProfileNameForm, SessionList } from '@/modules/staff/components/admin/profile-forms';
import { PageHeading } from '@/modules/site/components/page-heading';
import { MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { staffLevelLabel } from '@/modules/staff/rules/staff-labels';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { listOwnSessions } from '@/modules/staff/server/profile/list-own-sessions';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

export default withDb(async function ProfilePage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const me = await requireStaffPage(db, '/admin/profile', 'profile.manage');
  const sessions = await listOwnSessions(db, me.id, me.sessionId);
  return (
    <>
      <AdminNav current="/admin/profile" user={me} />
      <PageHeading
        title="Profile"
        lead={`${me.email} · ${staffLevelLabel(me.accountLevel)}${can(me, 'bulletin.review') ? ' · may review and publish bulletins' : ''}`}
      />
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <ProfileNameForm name={me.name} />
        <ChangePasswordForm minPasswordLength={MIN_PASSWORD_LENGTH} />
      </div>
      <h2 className="mb-3 text-xl font-bold">Sessions</h2>
      <p className="mb-3 text-sm">Every browser and API client signed in as you. Sign out any you do not recognise, then change your password.</p>
      <SessionList sessions={sessions} />
    </>
  );
});
