'use client';

import { useState } from 'react';
import { showToast } from '@/platform/ui/toast-store';
import type { FieldErrors } from '@/platform/contracts/check-request';

export interface ApiFailure {
  message: string;
  problems: string[];
  details?: Record<string, unknown>;
  /** Set when the form's own check of the contract refused the body before sending it. */
  fields?: FieldErrors;
}

type State<T> = { status: 'idle' } | { status: 'pending' } | { status: 'done'; result: T } | { status: 'failed'; failure: ApiFailure };

function problemsOf(details: Record<string, unknown> | undefined): string[] {
  if (!details) return [];
  if (Array.isArray(details.problems)) return details.problems.map(String);
  const report = details.report as { files?: { file: string; problems: { sheet: string; row: number; column: string; message: string }[] }[] } | undefined;
  return (report?.files ?? []).flatMap((file) => file.problems.map((p) => `${file.file}, sheet ${p.sheet}, row ${p.row}, column ${p.column}: ${p.message}`));
}

/** Sends a form to an API route and keeps its answer: the result, or the error's message and problems. */
export function useApiSubmit<T>(successMessage: string) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });

  async function submit(url: string, init: RequestInit) {
    setState({ status: 'pending' });
    try {
      const response = await fetch(url, init);
      const body = await response.json().catch(() => ({}));
      if (!response.ok) {
        const failure = {
          message: body?.error?.message ?? `The server answered ${response.status}.`,
          problems: problemsOf(body?.error?.details),
          details: body?.error?.details,
        };
        setState({ status: 'failed', failure });
        showToast('error', failure.message);
        return null;
      }
      setState({ status: 'done', result: body as T });
      showToast('success', successMessage);
      return body as T;
    } catch {
      const failure = { message: 'The portal could not be reached. Check the connection and try again.', problems: [] };
      setState({ status: 'failed', failure });
      showToast('error', failure.message);
      return null;
    }
  }

  /** A failure found before sending (the form's own check): shown like the server's, without a request. */
  function refuse(failure: ApiFailure) {
    setState({ status: 'failed', failure });
    showToast('error', failure.message);
  }

  return { state, submit, refuse };
}
