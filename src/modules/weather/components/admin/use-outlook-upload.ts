'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { noticeOfFailure, type UploadNotice } from '@/modules/weather/rules/upload-notice';
import { useApiSubmit } from '@/platform/ui/use-api-submit';

/**
 * An outlook upload form sent with script: the form's own fields and the button pressed ("Replace
 * anyway" adds confirm=true), as JSON rather than the redirect the form gets without script. The
 * file stays chosen, so a 409 is confirmed with one more press.
 */
export function useOutlookUpload<T>(endpoint: string, successMessage: string) {
  const router = useRouter();
  const { state, submit } = useApiSubmit<T>(successMessage);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    body.delete('answer');
    if (await submit(endpoint, { method: 'POST', body })) router.refresh();
  }

  return {
    onSubmit,
    pending: state.status === 'pending',
    /** Whether this form has sent anything yet: until then, the page's own notice (an upload without script) stands. */
    sent: state.status !== 'idle',
    result: state.status === 'done' ? state.result : null,
    notice: state.status === 'failed' ? (noticeOfFailure(state.failure) satisfies UploadNotice) : null,
  };
}
