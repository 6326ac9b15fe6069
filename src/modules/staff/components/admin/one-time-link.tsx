'use client';

import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';

/** A set-password link, shown this once: the portal keeps only its hash. */
export function OneTimeLink({ url, email }: { url: string; email: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-4 rounded-lg border-l-4 border-warning bg-amber-50 p-4 text-sm">
      <p className="font-semibold">One-time set-password link for {email}</p>
      <p className="mt-1">Send it to the person now: it is shown only this once, works once, and expires in 72 hours.</p>
      <Field label="Link" className="mt-3">
        <Input
          variant="bare"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 font-mono text-xs"
        />
      </Field>
      <Button
        type="button"
        variant="outline"
        className="mt-2"
        onClick={async () => {
          await navigator.clipboard?.writeText(url).catch(() => undefined);
          setCopied(true);
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  );
}
