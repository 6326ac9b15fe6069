'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/platform/ui/button';
import { FEEDBACK_CONTRACT, type FeedbackCommentState } from '@/modules/feedback/rules/feedback-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';

/** Show (under the bulletin, for everyone) or Hide one reader's comment; the page then reloads its lists. */
export function ModerateCommentButtons({ id, state, label }: { id: number; state: FeedbackCommentState; label: string }) {
  const router = useRouter();
  const { state: sending, send } = useOperation(FEEDBACK_CONTRACT.moderate, 'The comment was moderated.');
  const moderate = async (to: 'shown' | 'hidden') => {
    if (await send({ state: to }, { id })) router.refresh();
  };
  return (
    <div className="flex flex-wrap gap-2">
      {state !== 'shown' ? (
        <Button type="button" variant="outline" disabled={sending.status === 'pending'} onClick={() => moderate('shown')}>
          Show<span className="sr-only">{` ${label}`}</span>
        </Button>
      ) : null}
      {state !== 'hidden' ? (
        <Button type="button" variant="destructiveOutline" disabled={sending.status === 'pending'} onClick={() => moderate('hidden')}>
          Hide<span className="sr-only">{` ${label}`}</span>
        </Button>
      ) : null}
      {sending.status === 'failed' ? <FailureNotice failure={sending.failure} /> : null}
    </div>
  );
}
