'use client';

import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { SaveDialogState } from './state/dashboard-slice';

/** Spec §4: `Save report` / `Do you want to save this report?`, with a loading state while it saves. */
export function SaveReportDialog({ dialog, onConfirm, onCancel }: { dialog: SaveDialogState; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AlertDialog.Root open={dialog.open} onOpenChange={(open) => (!open && !dialog.loading ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{dialog.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">{dialog.message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={dialog.loading}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm} disabled={dialog.loading} aria-busy={dialog.loading}>
              {dialog.loading ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
