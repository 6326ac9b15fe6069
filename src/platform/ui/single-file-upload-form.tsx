'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { FailureNotice, SuccessNotice } from './form-feedback';
import { useApiSubmit } from './use-api-submit';

/** Uploads files in one multipart field and shows the server's summary of what it stored. */
export function FileUploadForm({
  endpoint,
  field,
  label,
  hint,
  accept,
  multiple = false,
  successMessage,
  summarize,
  children,
}: {
  endpoint: string;
  field: string;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  successMessage: string;
  summarize: 'boundaries' | 'calendar' | 'recommendations' | 'message';
  /** More fields sent with the file (e.g. a calendar's mode). */
  children?: ReactNode;
}) {
  const router = useRouter();
  const { state, submit } = useApiSubmit<Record<string, unknown>>(successMessage);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await submit(endpoint, { method: 'POST', body: new FormData(event.currentTarget) })) router.refresh();
  }

  let summary: ReactNode = null;
  if (state.status === 'done') {
    const result = state.result;
    summary =
      summarize === 'message' ? (
        <p>{String(result.message)}</p>
      ) : summarize === 'calendar' ? (
        <p>
          Saved {String(result.rows)} calendar rows ({String(result.municipalities)} places; crops: {(result.crops as string[]).join(', ')}).
        </p>
      ) : summarize === 'recommendations' ? (
        <p>
          Imported {String(result.imported)} recommendations, replacing {String(result.replaced)}.
        </p>
      ) : (
        <>
          <p>
            Read {String(result.featuresRead)} features: {String(result.municipalitiesWithShape)} cities and municipalities, {String(result.provincesWithShape)}{' '}
            provinces.
          </p>
          {(result.unmatchedFeatures as { file: string; feature: number; name: string | null; reason: string }[]).map((f) => (
            <p key={`${f.file}-${f.feature}`}>
              Not matched: {f.file}, feature {f.feature} ({f.name ?? 'no name'}): {f.reason}
            </p>
          ))}
          {(result.placesWithoutShape as string[]).length > 0 ? <p>Still without a shape: {(result.placesWithoutShape as string[]).join(', ')}</p> : null}
        </>
      );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field label={label} hint={hint}>
        <Input variant="bare" name={field} type="file" required multiple={multiple} accept={accept} className="mt-2 block" />
      </Field>
      {children}
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Uploading…' : 'Upload'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? <SuccessNotice>{summary}</SuccessNotice> : null}
    </form>
  );
}
