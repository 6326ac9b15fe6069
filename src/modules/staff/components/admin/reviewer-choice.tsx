'use client';

import { useId } from 'react';
import { reviewerRightMatters, reviewsByLevel } from '@/modules/staff/rules/reviewer-right';

export const REVIEWER_LABEL = 'May review and publish bulletins';

/**
 * The reviewer right for an account of the chosen level: a checkbox for admins, a note for
 * superadmins (who always review), nothing for any other level.
 */
export function ReviewerChoice({
  accountLevel,
  checked,
  onChange,
  error,
}: {
  accountLevel: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const hintId = useId();
  const errorId = useId();
  if (reviewsByLevel(accountLevel)) {
    return (
      <p role="note" className="self-center text-sm">
        Superadmins always review and publish bulletins.
      </p>
    );
  }
  if (!reviewerRightMatters(accountLevel)) return null;
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="reviewer"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="size-5"
        />
        {REVIEWER_LABEL}
      </label>
      <p id={hintId} className="text-sm text-neutral-700">
        Approve, send back or withdraw the bulletins staff send to review. Superadmins always may.
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
