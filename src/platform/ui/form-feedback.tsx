'use client';

import type { ApiFailure } from './use-api-submit';

/** The error of a failed save, with every problem the server listed. */
export function FailureNotice({ failure }: { failure: ApiFailure }) {
  return (
    <div role="alert" className="mt-4 rounded-lg border-l-4 border-error bg-red-50 p-4 text-sm">
      <p className="font-semibold text-error">{failure.message}</p>
      {failure.problems.length > 0 ? (
        <ul className="mt-2 max-h-72 list-disc overflow-y-auto pl-5">
          {failure.problems.slice(0, 200).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function SuccessNotice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg border-l-4 border-success bg-primary-light p-4 text-sm">
      {children}
    </div>
  );
}

/** A save that went through but did not do what the office likely meant (an entry stored as history). */
export function WarningNotice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="mt-4 rounded-lg border-l-4 border-warning bg-amber-50 p-4 text-sm">
      {children}
    </div>
  );
}
