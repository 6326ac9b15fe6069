'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';

/** Sends failed texts again: one bulletin's, or every failed text when no bulletin is given. */
export function RetryTextsButton({ bulletinId, label }: { bulletinId?: string; label: string }) {
  const router = useRouter();
  const { state, submit } = useApiSubmit<{ message: string; queued: number }>('Queued again.');
  const retry = async () => {
    const body = JSON.stringify(bulletinId ? { bulletinId } : {});
    if (await submit('/api/sms/texts/retry', { method: 'POST', headers: { 'content-type': 'application/json' }, body })) router.refresh();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" onClick={retry} disabled={state.status === 'pending'}>
        {label}
      </Button>
      {state.status === 'done' ? <SuccessNotice>{state.result.message}</SuccessNotice> : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </div>
  );
}
