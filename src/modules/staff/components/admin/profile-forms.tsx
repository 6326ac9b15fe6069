'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import type { OwnSessionView } from '@/modules/staff/rules/own-session';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { operationUrl } from '@/platform/contracts/check-request';
import { PROFILE_CONTRACT } from '@/modules/staff/rules/profile-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';
import { useOperation } from '@/platform/ui/use-operation';

export function ProfileNameForm({ name }: { name: string }) {
  const router = useRouter();
  const { state, send, fieldError } = useOperation(PROFILE_CONTRACT.rename, 'Your name was saved.', { name: 'Name' });
  return (
    <form
      aria-labelledby="name-heading"
      className="grid gap-3 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        if (await send({ name: String(form.get('name') ?? '') })) router.refresh();
      }}
    >
      <h2 id="name-heading" className="text-lg font-bold">
        Your name
      </h2>
      <Field label="Name" hint="Shown on the bulletins you save and in the audit trail." error={fieldError('name')}>
        <Input name="name" required maxLength={120} defaultValue={name} autoComplete="name" />
      </Field>
      <div>
        <Button type="submit" disabled={state.status === 'pending'}>
          Save name
        </Button>
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}

export function ChangePasswordForm({ minPasswordLength }: { minPasswordLength: number }) {
  const router = useRouter();
  const { state, send, fieldError } = useOperation(PROFILE_CONTRACT.changePassword, 'Your password was changed.', {
    currentPassword: 'Current password',
    newPassword: 'New password',
  });
  return (
    <form
      aria-labelledby="password-heading"
      className="grid gap-3 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const form = new FormData(formElement);
        const changed = await send({ currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? '') });
        if (changed) {
          formElement.reset();
          router.refresh();
        }
      }}
    >
      <h2 id="password-heading" className="text-lg font-bold">
        Change password
      </h2>
      <Field label="Current password" error={fieldError('currentPassword')}>
        <Input name="currentPassword" type="password" required autoComplete="current-password" />
      </Field>
      <Field label="New password" hint={`At least ${minPasswordLength} characters. Your other sessions will be signed out.`} error={fieldError('newPassword')}>
        <Input name="newPassword" type="password" required minLength={minPasswordLength} autoComplete="new-password" />
      </Field>
      <div>
        <Button type="submit" disabled={state.status === 'pending'}>
          Change password
        </Button>
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        <p role="status" className="text-sm">
          {state.result.message}
        </p>
      ) : null}
    </form>
  );
}

function RevokeButton({ session }: { session: OwnSessionView }) {
  const router = useRouter();
  const { state, submit } = useApiSubmit(session.current ? 'You were signed out.' : 'The session was signed out.');
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={state.status === 'pending'}
        onClick={async () => {
          if (!(await submit(operationUrl(PROFILE_CONTRACT.endSession, { id: session.id }), { method: PROFILE_CONTRACT.endSession.method }))) return;
          if (session.current) router.push('/admin/login');
          else router.refresh();
        }}
      >
        Sign out<span className="sr-only"> the session started {staffDateTime(session.createdAt)}</span>
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </>
  );
}

export function SessionList({ sessions }: { sessions: OwnSessionView[] }) {
  return (
    <TableRegion label="Your sessions">
      <Table className="w-full min-w-[640px]">
        <TableCaption>Where you are signed in ({sessions.length})</TableCaption>
        <TableHeadings headings={['Browser or client', 'Address', 'Started', 'Last active', 'Action']} />
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id} className="align-top">
              <TableCell className="break-words">
                {session.userAgent ?? 'Unknown client'}
                {session.current ? <strong className="ml-2">(this session)</strong> : null}
              </TableCell>
              <TableCell>{session.ipAddress ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{staffDateTime(session.createdAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{staffDateTime(session.lastSeenAt)}</TableCell>
              <TableCell>
                <RevokeButton session={session} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
