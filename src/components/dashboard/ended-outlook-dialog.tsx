'use client';

import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/domain/format/manila-time';

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
    <AlertDialog.Root open={ended !== null} onOpenChange={(open) => (!open ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">This outlook has ended</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm">
            {ended?.validTo ? `This outlook ended on ${formatDate(ended.validTo, 'en')}. Make the bulletin anyway?` : 'This outlook has ended. Make the bulletin anyway?'}
          </AlertDialog.Description>
          {ended?.message ? <p className="mt-2 text-sm text-neutral-700">{ended.message}</p> : null}
          <p className="mt-2 text-sm text-neutral-700">The bulletin will carry the line “Based on an outlook that ended on …”.</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button onClick={onConfirm}>Make it anyway</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
