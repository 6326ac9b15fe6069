'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { smsTextProblem } from '@/domain/sms/check-sms-text';
import { countSms, type SmsCharacter } from '@/domain/sms/count-sms';
import { describeSmsCount } from '@/domain/sms/describe-sms-count';
import { fixForGsm } from '@/domain/sms/fix-for-gsm';
import { SMS_UNITS } from '@/domain/sms/sms-limits';

export interface SmsTextFieldProps {
  /** The text shown first: the bulletin's SMS text (staff's, else the one made from the bulletin). */
  defaultValue: string;
  /** The text made from the bulletin: offers to go back to it. Without it, no such button. */
  composedText?: string;
  /** Each change of the text, for a form that keeps it in its own state. */
  onValueChange?: (text: string) => void;
  /** The form field's name: `smsText`, the body field of the save call. */
  name?: string;
  id?: string;
  label?: string;
  hint?: string;
  /** The server's message about the text, shown until the text changes. */
  error?: string;
  /** After approval the text is what was published: shown, not editable. */
  readOnly?: boolean;
}

const INVISIBLE = /^[\s\p{Cf}\p{M}]$/u;

function CharacterName({ found }: { found: SmsCharacter }) {
  return (
    <>
      {INVISIBLE.test(found.character) ? (
        <span className="italic">invisible character</span>
      ) : (
        <code className="rounded border border-neutral-400 bg-white px-1.5 font-mono text-base">{found.character}</code>
      )}{' '}
      <span className="font-mono text-xs">{found.codePoint}</span>
    </>
  );
}

/**
 * A bulletin's SMS text with a live count: characters, parts of the 2 allowed, and GSM-7 or UCS-2. Every
 * character that makes the text UCS-2 is named with its code point, and one button replaces those that
 * have a plain equivalent. A text over 2 parts says so in words and by how much.
 */
export function SmsTextField({
  defaultValue,
  composedText,
  onValueChange,
  name = 'smsText',
  id,
  label = 'SMS text',
  hint = 'Sent as written by the bulk-SMS service, in at most 2 parts. Left empty, the text made from the bulletin is sent.',
  error,
  readOnly = false,
}: SmsTextFieldProps) {
  const madeId = useId();
  const fieldId = id ?? `sms-${madeId}`;
  const [text, setText] = useState(defaultValue);
  const [changed, setChanged] = useState(false);
  const count = countSms(text);
  const fixed = fixForGsm(text);
  const problem = text.trim() === '' ? null : smsTextProblem(text.trim());
  const shownError = problem ?? (changed ? undefined : error);

  const change = (next: string) => {
    setText(next);
    setChanged(true);
    onValueChange?.(next);
  };

  return (
    <div className="grid gap-2">
      <Field id={fieldId} label={label} hint={hint} error={shownError}>
        <Textarea
          name={name}
          value={text}
          readOnly={readOnly}
          rows={6}
          onChange={(event) => change(event.target.value)}
          aria-describedby={cn(`${fieldId}-hint`, `${fieldId}-count`, shownError && `${fieldId}-error`)}
        />
      </Field>
      <p id={`${fieldId}-count`} aria-live="polite" className={cn('text-sm font-medium', !count.fits && 'text-error')}>
        {count.fits ? '' : 'Too long: '}
        {describeSmsCount(count)}
      </p>
      {count.ucs2Characters.length > 0 ? (
        <div className="rounded-md border border-neutral-300 bg-neutral-50 p-3 text-sm">
          <p>
            {count.ucs2Characters.length === 1 ? 'This character makes' : 'These characters make'} the text UCS-2: {SMS_UNITS['UCS-2'].single} characters an SMS
            instead of {SMS_UNITS['GSM-7'].single}.
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label="Characters that force UCS-2">
            {count.ucs2Characters.map((found) => (
              <li key={found.codePoint}>
                <CharacterName found={found} />
              </li>
            ))}
          </ul>
          {readOnly ? null : fixed !== text ? (
            <Button type="button" variant="outline" className="mt-3" onClick={() => change(fixed)}>
              Replace with plain characters
            </Button>
          ) : (
            <p className="mt-2">No plain character stands for {count.ucs2Characters.length === 1 ? 'it' : 'these'}: remove or reword the text.</p>
          )}
        </div>
      ) : null}
      {composedText !== undefined && composedText !== text && !readOnly ? (
        <div>
          <Button type="button" variant="ghost" onClick={() => change(composedText)}>
            Use the text made from the bulletin
          </Button>
        </div>
      ) : null}
    </div>
  );
}
