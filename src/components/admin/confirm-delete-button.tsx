'use client';

import { AlertDialog } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { FailureNotice } from './form-feedback';
import { useApiSubmit } from './use-api-submit';

/** Deletes something after the superadmin confirms it, then refreshes the page or goes to `after`. */
export function ConfirmDeleteButton({
  endpoint,
  label,
  title,
  description,
  successMessage,
  after,
}: {
  endpoint: string;
  label: string;
  title: string;
  description: string;
  successMessage: string;
  after?: string;
}) {
  const router = useRouter();
  const { state, submit } = useApiSubmit(successMessage);
  return (
    <>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" className="border-error text-error">
            Delete<span className="sr-only"> {label}</span>
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm">
              {description}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  className="bg-error hover:bg-red-800"
                  onClick={async () => {
                    if (!(await submit(endpoint, { method: 'DELETE' }))) return;
                    if (after) router.push(after);
                    else router.refresh();
                  }}
                >
                  Delete
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </>
  );
}
