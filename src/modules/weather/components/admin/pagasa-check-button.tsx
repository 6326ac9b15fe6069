'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';

/** Checks PAGASA's TenDay API now (and loads a new issue when the token allows), then shows the new status. */
export function PagasaCheckButton() {
  const router = useRouter();
  const { state, submit } = useApiSubmit<{ message: string }>('PAGASA was checked.');
  return (
    <div className="mt-3">
      <Button
        type="button"
        disabled={state.status === 'pending'}
        onClick={async () => {
          if (await submit('/api/weather/pagasa/sync', { method: 'POST' })) router.refresh();
        }}
      >
        {state.status === 'pending' ? 'Checking PAGASA…' : 'Check PAGASA now'}
      </Button>
      {state.status === 'done' ? <SuccessNotice>{state.result.message}</SuccessNotice> : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </div>
  );
}
