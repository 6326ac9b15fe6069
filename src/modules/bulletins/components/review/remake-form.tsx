'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { Button } from '@/platform/ui/button';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';

export interface ChangeLine {
  id: string;
  reference: string;
  place: string;
  crop: string;
  title: string;
  language: string;
  state: string;
  /** `Signal No. 2 then, Signal No. 3 now (advisory no. 8)`. */
  change: string;
}

/** After a new advisory: the bulletins whose place's signal changed, all chosen, remade as one review batch. */
export function RemakeForm({ changes }: { changes: ChangeLine[] }) {
  const router = useRouter();
  const remake = useOperation(REVIEW_CONTRACT.remake, 'Made again and sent to review.');
  const [chosen, setChosen] = useState<string[]>(changes.map((c) => c.id));
  const toggle = (id: string, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  return (
    <form
      aria-label="Remake bulletins whose signal changed"
      data-testid="remake-form"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await remake.send({ ids: chosen })) router.refresh();
      }}
    >
      <ul className="grid gap-2">
        {changes.map((line) => (
          <li key={line.id} className="rounded-md border border-neutral-300 p-2">
            <label className="flex min-h-11 items-start gap-2">
              <input type="checkbox" className="mt-1 size-5" checked={chosen.includes(line.id)} onChange={(event) => toggle(line.id, event.target.checked)} />
              <span>
                <span className="font-medium">{line.place}</span> — {line.crop} — {line.title} ({line.language}, {line.state}) · {line.reference}
                <span className="block text-sm font-semibold">{line.change}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button type="submit" className="mt-3" disabled={chosen.length === 0 || remake.state.status === 'pending'}>
        Remake {chosen.length || ''} and send to review
      </Button>
      {remake.state.status === 'failed' ? <FailureNotice failure={remake.state.failure} /> : null}
      {remake.state.status === 'done' ? <SuccessNotice>{remake.state.result.message}</SuccessNotice> : null}
    </form>
  );
}
