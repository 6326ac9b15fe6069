'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';

/** Stop a number (staff); export its data or erase it on the farmer's request (superadmins). */
export function SubscriberActions({ id, stopped, erased, canErase }: { id: string; stopped: boolean; erased: boolean; canErase: boolean }) {
  const router = useRouter();
  const { state, submit } = useApiSubmit<{ message: string }>('Done.');
  const act = async (path: string, method: 'POST' | 'DELETE') => {
    if (await submit(path, { method })) router.refresh();
  };
  if (erased) return <span>Erased</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {stopped ? null : (
        <Button type="button" variant="outline" onClick={() => act(`/api/sms/subscribers/${id}/stop`, 'POST')} disabled={state.status === 'pending'}>
          Stop texts
        </Button>
      )}
      {canErase ? (
        <>
          <a className="inline-flex min-h-11 items-center" href={`/api/sms/subscribers/${id}/export`} download>
            Export for the farmer
          </a>
          <Button
            type="button"
            variant="destructiveOutline"
            disabled={state.status === 'pending'}
            onClick={() => {
              if (window.confirm('Erase this number and name for good? It goes on the do-not-text list; no list can add it again.'))
                void act(`/api/sms/subscribers/${id}`, 'DELETE');
            }}
          >
            Erase
          </Button>
        </>
      ) : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </div>
  );
}
