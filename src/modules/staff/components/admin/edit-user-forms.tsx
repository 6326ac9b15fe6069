'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { ADMIN } from '@/modules/staff/rules/account-levels';
import type { StaffUserView } from '@/modules/staff/rules/staff-user';
import { reviewerRightMatters } from '@/modules/staff/rules/reviewer-right';
import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { OneTimeLink } from './one-time-link';
import { PasswordChoice, type PasswordMode } from './password-choice';
import { REVIEWER_LABEL, ReviewerChoice } from './reviewer-choice';

/** Name, level and reviewer right of a staff account. */
export function EditUserForm({ account }: { account: StaffUserView }) {
  const router = useRouter();
  const { state, send, fieldError } = useOperation(USERS_CONTRACT.update, 'The account was saved.', {
    name: 'Name',
    accountLevel: 'Level',
    reviewer: REVIEWER_LABEL,
  });
  const [level, setLevel] = useState<number>(account.accountLevel ?? ADMIN);
  const [reviewer, setReviewer] = useState(account.reviewer);
  return (
    <form
      aria-labelledby="details-heading"
      className="grid gap-4 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const saved = await send(
          {
            name: String(form.get('name') ?? ''),
            accountLevel: Number(form.get('accountLevel')),
            // Only where it matters: a superadmin's stored right is left as it is.
            ...(reviewerRightMatters(level) ? { reviewer } : {}),
          },
          { id: account.id },
        );
        if (saved) router.refresh();
      }}
    >
      <h2 id="details-heading" className="text-lg font-bold">
        Name, level and reviewer right
      </h2>
      <Field label="Name" error={fieldError('name')}>
        <Input name="name" required maxLength={120} defaultValue={account.name} />
      </Field>
      <Field label="Level" id="account-level" error={fieldError('accountLevel')}>
        <Select
          name="accountLevel"
          value={String(level)}
          onChange={(event) => setLevel(Number(event.target.value))}
          options={[
            { value: '2', label: 'Admin (level 2)' },
            { value: '1', label: 'Superadmin (level 1)' },
          ]}
        />
      </Field>
      <ReviewerChoice accountLevel={level} checked={reviewer} onChange={setReviewer} error={fieldError('reviewer')} />
      <div>
        <Button type="submit" disabled={state.status === 'pending'}>
          {state.status === 'pending' ? 'Saving…' : 'Save'}
        </Button>
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}

/** Disabling signs the account out everywhere at once; enabling lets it sign in again. */
export function DisableUserButton({ account }: { account: StaffUserView }) {
  const router = useRouter();
  const { state, send } = useOperation(
    USERS_CONTRACT.update,
    account.disabled ? 'The account was enabled.' : 'The account was disabled and signed out everywhere.',
  );
  return (
    <section aria-labelledby="access-heading" className="rounded-lg border border-neutral-300 p-4">
      <h2 id="access-heading" className="text-lg font-bold">
        Access
      </h2>
      <p className="mt-1 text-sm">
        {account.disabled
          ? 'This account is disabled: it cannot sign in and its API tokens do not work.'
          : 'Disabling ends every session and API token of this account at once; it keeps its bulletins and history.'}
      </p>
      <Button
        type="button"
        variant={account.disabled ? 'outline' : 'destructiveOutline'}
        className="mt-3"
        disabled={state.status === 'pending'}
        onClick={async () => {
          if (await send({ disabled: !account.disabled }, { id: account.id })) router.refresh();
        }}
      >
        {account.disabled ? 'Enable account' : 'Disable account'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </section>
  );
}

/** A new password now, or a one-time link; either way the account is signed out everywhere. */
export function ResetPasswordForm({ account, minPasswordLength }: { account: StaffUserView; minPasswordLength: number }) {
  const { state, send, fieldError } = useOperation(USERS_CONTRACT.resetPassword, 'The password was reset.', { password: 'New password' });
  const [mode, setMode] = useState<PasswordMode>('link');
  return (
    <form
      aria-labelledby="reset-heading"
      className="grid gap-3 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        await send(mode === 'password' ? { password: String(form.get('password') ?? '') } : {}, { id: account.id });
      }}
    >
      <h2 id="reset-heading" className="text-lg font-bold">
        Reset password
      </h2>
      <PasswordChoice
        legend="How to set it"
        passwordLabel="New password"
        mode={mode}
        onModeChange={setMode}
        minPasswordLength={minPasswordLength}
        error={fieldError('password')}
      />
      <div>
        <Button type="submit" variant="outline" disabled={state.status === 'pending'}>
          Reset password
        </Button>
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' && state.result.setPasswordUrl ? <OneTimeLink url={state.result.setPasswordUrl} email={account.email} /> : null}
      {state.status === 'done' && !state.result.setPasswordUrl ? (
        <p role="status" className="text-sm">
          {state.result.message}
        </p>
      ) : null}
    </form>
  );
}
