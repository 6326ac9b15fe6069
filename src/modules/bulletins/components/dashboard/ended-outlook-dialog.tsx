'use client';

import { Button } from '@/platform/ui/button';
import { ConfirmDialog } from '@/platform/ui/dialog';
import { formatDate } from '@/platform/format/manila-time';

/** What the server said when it refused a bulletin from an outlook that has ended (409, reason `outlook_ended`). */
export interface EndedOutlook {
  validTo: string;
  message: string;
}

/** Reads a refusal's body: the ended outlook when that is why the bulletin was refused, else null. */
export function endedOutlookOf(status: number, body: unknown): EndedOutlook | null {
  const error = (body as { error?: { message?: string; details?: { reason?: string; validTo?: string } } } | null)?.error;
  if (status !== 409 || error?.details?.reason !== 'outlook_ended' || !error.details.validTo) return null;
  return { validTo: error.details.validTo, message: error.message ?? '' };
}

/** Asks the staff to confirm a bulletin from an outlook that has ended; the bulletin then says so on the page. */
export function EndedOutlookDialog({ ended, onConfirm, onCancel }: { ended: EndedOutlook | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={ended !== null}
      onOpenChange={(open) => (!open ? onCancel() : undefined)}
      width="lg"
      title="This outlook has ended"
      description={
        ended?.validTo
          ? `This outlook ended on ${formatDate(ended.validTo, 'en')}. Make the bulletin anyway?`
          : 'This outlook has ended. Make the bulletin anyway?'
      }
      confirm={<Button onClick={onConfirm}>Make it anyway</Button>}
    >
      {ended?.message ? <p className="mt-2 text-sm text-neutral-700">{ended.message}</p> : null}
      <p className="mt-2 text-sm text-neutral-700">The bulletin will carry the line “Based on an outlook that ended on …”.</p>
    </ConfirmDialog>
  );
}
