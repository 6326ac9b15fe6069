'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { StaffUserView } from '@/domain/auth/staff-user';
import { FailureNotice } from '../form-feedback';
import { useApiSubmit } from '../use-api-submit';
import { OneTimeLink } from './one-time-link';
import { PasswordChoice, type PasswordMode } from './password-choice';

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Name and level of a staff account. */
export function EditUserForm({ account }: { account: StaffUserView }) {
  const router = useRouter();
  const { state, submit } = useApiSubmit('The account was saved.');
  return (
    <form
      aria-labelledby="details-heading"
      className="grid gap-4 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const saved = await submit(`/api/users/${account.id}`, json('PATCH', { name: String(form.get('name') ?? ''), accountLevel: Number(form.get('accountLevel')) }));
        if (saved) router.refresh();
      }}
    >
      <h2 id="details-heading" className="text-lg font-bold">
        Name and level
      </h2>
      <Field label="Name">
        <Input name="name" required maxLength={120} defaultValue={account.name} />
      </Field>
      <Field label="Level" id="account-level">
        <Select
          name="accountLevel"
          defaultValue={String(account.accountLevel ?? 2)}
          options={[
            { value: '2', label: 'Admin (level 2)' },
            { value: '1', label: 'Superadmin (level 1)' },
          ]}
        />
      </Field>
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
  const { state, submit } = useApiSubmit(account.disabled ? 'The account was enabled.' : 'The account was disabled and signed out everywhere.');
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
          if (await submit(`/api/users/${account.id}`, json('PATCH', { disabled: !account.disabled }))) router.refresh();
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
  const { state, submit } = useApiSubmit<{ message: string; setPasswordUrl?: string }>('The password was reset.');
  const [mode, setMode] = useState<PasswordMode>('link');
  return (
    <form
      aria-labelledby="reset-heading"
      className="grid gap-3 rounded-lg border border-neutral-300 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        await submit(`/api/users/${account.id}/password`, json('POST', mode === 'password' ? { password: String(form.get('password') ?? '') } : {}));
      }}
    >
      <h2 id="reset-heading" className="text-lg font-bold">
        Reset password
      </h2>
      <PasswordChoice legend="How to set it" passwordLabel="New password" mode={mode} onModeChange={setMode} minPasswordLength={minPasswordLength} />
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
