'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { Button } from '@/platform/ui/button';
import { Field, Textarea } from '@/platform/ui/field';
import type { ReviewFinding } from '@/modules/bulletins/rules/review-checks';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';

/**
 * A reviewer's two answers to a batch (or one bulletin): approve, after ticking each warning, or send
 * back with a comment. Blocks leave only the second; the server checks everything again.
 */
export function ReviewActions({ ids, findings, label }: { ids: string[]; findings: ReviewFinding[]; label: string }) {
  const router = useRouter();
  const approve = useOperation(REVIEW_CONTRACT.approve, `${label}: approved and published.`);
  const sendBack = useOperation(REVIEW_CONTRACT.sendBack, `${label}: sent back to draft.`);
  const warnings = [...new Map(findings.filter((f) => f.level === 'warning').map((f) => [f.code, f])).values()];
  const blocked = findings.some((f) => f.level === 'block');
  const [ticked, setTicked] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const allTicked = warnings.every((w) => ticked.includes(w.code));

  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <form
        aria-label={`Approve ${label}`}
        onSubmit={async (event) => {
          event.preventDefault();
          const acknowledged = ticked.filter((code) => warnings.some((w) => w.code === code)) as ReviewFinding['code'][];
          if (await approve.send({ ids, acknowledged })) router.refresh();
        }}
      >
        {warnings.length > 0 ? (
          <fieldset className="grid gap-1 text-sm">
            <legend className="font-medium">Tick each warning you have read</legend>
            {warnings.map((warning) => (
              <label key={warning.code} className="flex min-h-11 items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={ticked.includes(warning.code)}
                  onChange={(event) => setTicked((now) => (event.target.checked ? [...now, warning.code] : now.filter((code) => code !== warning.code)))}
                />
                <span>{warning.message}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <Button type="submit" className="mt-2" disabled={blocked || !allTicked || approve.state.status === 'pending'}>
          Approve and publish<span className="sr-only"> {label}</span>
        </Button>
        {blocked ? <p className="mt-1 text-sm">A block stands: send it back, or make the bulletin again.</p> : null}
        {approve.state.status === 'failed' ? <FailureNotice failure={approve.state.failure} /> : null}
      </form>
      <form
        aria-label={`Send back ${label}`}
        onSubmit={async (event) => {
          event.preventDefault();
          if (await sendBack.send({ ids, comment })) router.refresh();
        }}
      >
        <Field label="Comment for the author" hint="Say what to change; it is shown with the draft." error={sendBack.fieldError('comment')}>
          <Textarea name="comment" rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
        </Field>
        <Button type="submit" variant="outline" className="mt-2" disabled={sendBack.state.status === 'pending'}>
          Send back to draft<span className="sr-only"> {label}</span>
        </Button>
        {sendBack.state.status === 'failed' && !sendBack.fieldError('comment') ? <FailureNotice failure={sendBack.state.failure} /> : null}
      </form>
    </div>
  );
}
