'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { ADMIN } from '@/modules/staff/rules/account-levels';
import { reviewerRightMatters } from '@/modules/staff/rules/reviewer-right';
import { USERS_CONTRACT } from '@/modules/staff/rules/users-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { OneTimeLink } from './one-time-link';
import { PasswordChoice, type PasswordMode } from './password-choice';
import { REVIEWER_LABEL, ReviewerChoice } from './reviewer-choice';

const LABELS = { email: 'Email', name: 'Name', accountLevel: 'Level', password: 'Initial password', reviewer: REVIEWER_LABEL };

/** A new staff account: with a password set now, or with a one-time link for the person to choose one. */
export function CreateUserForm({ minPasswordLength }: { minPasswordLength: number }) {
  const router = useRouter();
  const { state, send, fieldError } = useOperation(USERS_CONTRACT.create, 'The account was created.', LABELS);
  const [mode, setMode] = useState<PasswordMode>('link');
  const [level, setLevel] = useState<number>(ADMIN);
  const [reviewer, setReviewer] = useState(false);
  return (
    <form
      className="grid gap-4 rounded-lg border border-neutral-300 p-4 md:grid-cols-2"
      aria-labelledby="new-account-heading"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const created = await send({
          email: String(form.get('email') ?? ''),
          name: String(form.get('name') ?? ''),
          accountLevel: Number(form.get('accountLevel')),
          // Only where it matters: a superadmin always reviews, so the right is left off (false).
          reviewer: reviewerRightMatters(level) && reviewer,
          ...(mode === 'password' ? { password: String(form.get('password') ?? '') } : {}),
        });
        if (created) router.refresh();
      }}
    >
      <h2 id="new-account-heading" className="text-lg font-bold md:col-span-2">
        New account
      </h2>
      <Field label="Email" error={fieldError('email')}>
        <Input name="email" type="email" required autoComplete="off" />
      </Field>
      <Field label="Name" error={fieldError('name')}>
        <Input name="name" required maxLength={120} autoComplete="off" />
      </Field>
      <Field label="Level" id="new-account-level" error={fieldError('accountLevel')}>
        <Select
          name="accountLevel"
          value={String(level)}
          onChange={(event) => setLevel(Number(event.target.value))}
          options={[
            { value: '2', label: 'Admin (level 2): weather data, calendars, recommendations, bulletins' },
            { value: '1', label: 'Superadmin (level 1): all of that, plus users, audit, deletions' },
          ]}
        />
      </Field>
      <ReviewerChoice accountLevel={level} checked={reviewer} onChange={setReviewer} error={fieldError('reviewer')} />
      <PasswordChoice
        legend="Password"
        passwordLabel="Initial password"
        mode={mode}
        onModeChange={setMode}
        minPasswordLength={minPasswordLength}
        error={fieldError('password')}
      />
      <div className="md:col-span-2">
        <Button type="submit" disabled={state.status === 'pending'}>
          {state.status === 'pending' ? 'Creating…' : 'Create account'}
        </Button>
        {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
        {state.status === 'done' && state.result.setPasswordUrl ? <OneTimeLink url={state.result.setPasswordUrl} email={state.result.user.email} /> : null}
        {state.status === 'done' && !state.result.setPasswordUrl ? (
          <p role="status" className="mt-3 text-sm">
            {state.result.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
