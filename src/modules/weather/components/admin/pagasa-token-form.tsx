'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';

/** A superadmin stores (or removes) the office's TenDay API token; the server seals it and never shows it again. */
export function PagasaTokenForm({ stored }: { stored: boolean }) {
  const router = useRouter();
  const [token, setToken] = useState('');
  const { state, submit } = useApiSubmit<{ message: string }>('The token was saved.');
  const send = async (init: RequestInit) => {
    if (await submit('/api/weather/pagasa/token', init)) {
      setToken('');
      router.refresh();
    }
  };
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      aria-label="The office's token of PAGASA's TenDay API"
      onSubmit={async (event) => {
        event.preventDefault();
        await send({ method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      }}
    >
      <Field label="Office's TenDay API token" size="sm">
        <Input type="password" autoComplete="off" name="token" value={token} onChange={(event) => setToken(event.target.value)} required minLength={8} />
      </Field>
      <Button type="submit" disabled={state.status === 'pending'}>
        Store the token
      </Button>
      {stored ? (
        <Button type="button" variant="destructiveOutline" onClick={() => send({ method: 'DELETE' })}>
          Remove the stored token
        </Button>
      ) : null}
      {state.status === 'done' ? <SuccessNotice>{state.result.message}</SuccessNotice> : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
