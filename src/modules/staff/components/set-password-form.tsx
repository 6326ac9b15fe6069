'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { SET_PASSWORD_CONTRACT } from '@/modules/staff/rules/set-password-contract';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
// The token travels in the fragment, which browsers never send to the server.
const tokenOfLocation = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

export function SetPasswordForm({ minPasswordLength }: { minPasswordLength: number }) {
  const token = useSyncExternalStore(subscribe, tokenOfLocation, () => null);
  const { state, send, fieldError } = useOperation(SET_PASSWORD_CONTRACT.setPassword, 'Your password was set.', {
    token: 'The link',
    password: 'New password',
  });
  const [mismatch, setMismatch] = useState(false);

  if (token === null) return <p>Loading…</p>;
  if (token === '') {
    return <p role="alert">This page needs the whole link you were sent, including the part after #token=. Ask a superadmin for a new link.</p>;
  }
  if (state.status === 'done') {
    return (
      <div role="status">
        <p>{state.result.message}</p>
        <p className="mt-4">
          <Link href="/admin/login" prefetch={false}>
            Go to sign in
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const password = String(form.get('password') ?? '');
        if (password !== String(form.get('confirm') ?? '')) {
          setMismatch(true);
          return;
        }
        setMismatch(false);
        const done = await send({ token, password });
        if (done) window.history.replaceState(null, '', window.location.pathname);
      }}
    >
      <Field label="New password" hint={`At least ${minPasswordLength} characters.`} error={fieldError('password')}>
        <Input name="password" type="password" required minLength={minPasswordLength} autoComplete="new-password" />
      </Field>
      <Field label="New password again">
        <Input name="confirm" type="password" required minLength={minPasswordLength} autoComplete="new-password" />
      </Field>
      {mismatch ? (
        <p role="alert" className="text-sm font-semibold text-error">
          The two passwords are not the same.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={state.status === 'pending'}>
          Set password
        </Button>
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
