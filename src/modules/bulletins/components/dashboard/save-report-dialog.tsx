'use client';

import { Button } from '@/platform/ui/button';
import { ConfirmDialog } from '@/platform/ui/dialog';
import type { SaveDialogState } from './state/dashboard-slice';

/** Spec §4: `Save report` / `Do you want to save this report?`, with a loading state while it saves. */
export function SaveReportDialog({ dialog, onConfirm, onCancel }: { dialog: SaveDialogState; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={dialog.open}
      onOpenChange={(open) => (!open && !dialog.loading ? onCancel() : undefined)}
      title={dialog.title}
      description={dialog.message}
      cancelDisabled={dialog.loading}
      confirm={
        <Button onClick={onConfirm} disabled={dialog.loading} aria-busy={dialog.loading}>
          {dialog.loading ? 'Saving…' : 'Save'}
        </Button>
      }
    />
  );
}
