'use client';

import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { SMS_CONTRACT, type SmsTextView } from '@/modules/sms/rules/sms-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { SmsTextField } from './sms-text-field';
import { useOperation } from '@/platform/ui/use-operation';

/** A bulletin's SMS text with its counter and a Save button (`PUT /api/bulletins/{id}/sms`); read-only once it cannot change. */
export function SmsTextForm({ sms, label }: { sms: SmsTextView; label?: string }) {
  const { state, send, fieldError } = useOperation(SMS_CONTRACT.save, 'The SMS text was saved.', { smsText: label ?? 'SMS text' });
  const [saved, setSaved] = useState(sms);
  // A new field after each save, so it starts from what the server kept (the composed text after a reset).
  const [version, setVersion] = useState(0);
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get('smsText') ?? '');
        const answer = await send({ smsText: text.trim() === '' ? null : text }, { id: sms.bulletinId });
        if (answer) {
          setSaved(answer.sms);
          setVersion((n) => n + 1);
        }
      }}
    >
      <SmsTextField
        key={version}
        id={`sms-${sms.bulletinId}`}
        label={label}
        defaultValue={saved.text}
        composedText={saved.composedText}
        closingLine={saved.closingLine}
        error={fieldError('smsText')}
        readOnly={!saved.editable}
      />
      {saved.state === 'in_review' ? (
        <p className="text-sm text-muted-foreground">
          The reviewer reads this text as it was sent to review: saving a changed text sends the bulletin back to draft, to be sent to review again.
        </p>
      ) : null}
      {sms.state === 'in_review' && saved.state === 'draft' ? (
        <p className="text-sm" role="status">
          The bulletin is a draft again: send it to review when the text is ready.
        </p>
      ) : null}
      {saved.editable ? (
        <div>
          <Button type="submit" disabled={state.status === 'pending'}>
            Save the SMS text
          </Button>
        </div>
      ) : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
