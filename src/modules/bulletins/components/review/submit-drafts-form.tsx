'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { Button } from '@/platform/ui/button';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';

export interface DraftLine {
  id: string;
  reference: string;
  place: string;
  crop: string;
  title: string;
  language: string;
  reviewComment: string | null;
  blocked: boolean;
}

/** The author picks drafts and sends them to review as one batch. */
export function SubmitDraftsForm({ drafts }: { drafts: DraftLine[] }) {
  const router = useRouter();
  const submit = useOperation(REVIEW_CONTRACT.submit, 'Sent to review.');
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <form
      aria-label="Send drafts to review"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await submit.send({ ids: chosen })) {
          setChosen([]);
          router.refresh();
        }
      }}
    >
      <p className="mb-2 text-sm">
        <button type="button" className="min-h-11 underline" onClick={() => setChosen(chosen.length === drafts.length ? [] : drafts.map((d) => d.id))}>
          {chosen.length === drafts.length ? 'Choose none' : 'Choose all'}
        </button>
      </p>
      <ul className="grid gap-2">
        {drafts.map((draft) => (
          <li key={draft.id} className="rounded-md border border-neutral-300 p-2">
            <label className="flex min-h-11 items-start gap-2">
              <input type="checkbox" className="mt-1 size-5" checked={chosen.includes(draft.id)} onChange={(event) => toggle(draft.id, event.target.checked)} />
              <span>
                <span className="font-medium">{draft.place}</span> — {draft.crop} — {draft.title} ({draft.language}) · {draft.reference}
                {draft.blocked ? <span className="block text-sm">Has a block: it cannot be approved as it is.</span> : null}
                {draft.reviewComment ? <span className="block text-sm">Sent back: “{draft.reviewComment}”</span> : null}
              </span>
            </label>
            <a href={`/admin/review/${draft.id}`} className="ml-7 inline-flex min-h-11 items-center text-sm">
              Open<span className="sr-only"> {draft.reference}</span>
            </a>
          </li>
        ))}
      </ul>
      <Button type="submit" className="mt-3" disabled={chosen.length === 0 || submit.state.status === 'pending'}>
        Send {chosen.length || ''} to review
      </Button>
      {submit.state.status === 'failed' ? <FailureNotice failure={submit.state.failure} /> : null}
    </form>
  );
}
