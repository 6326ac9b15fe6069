'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { AlertDialogAction, ConfirmDialog } from '@/platform/ui/dialog';
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
      <ConfirmDialog
        trigger={
          <Button variant="destructiveOutline">
            Delete<span className="sr-only"> {label}</span>
          </Button>
        }
        title={title}
        description={description}
        confirm={
          <AlertDialogAction asChild>
            <Button
              variant="destructive"
              onClick={async () => {
                if (!(await submit(endpoint, { method: 'DELETE' }))) return;
                if (after) router.push(after);
                else router.refresh();
              }}
            >
              Delete
            </Button>
          </AlertDialogAction>
        }
      />
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </>
  );
}
