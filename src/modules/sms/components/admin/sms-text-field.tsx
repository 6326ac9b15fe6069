'use client';

import { useId, useState } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Textarea } from '@/platform/ui/field';
import { cn } from '@/platform/ui/cn';
import { smsTextProblem, withClosingLine, withoutClosingLine } from '@/modules/sms/rules/check-sms-text';
import { countSms, type SmsCharacter } from '@/modules/sms/rules/count-sms';
import { describeSmsCount } from '@/modules/sms/rules/describe-sms-count';
import { fixForGsm } from '@/modules/sms/rules/fix-for-gsm';
import { SMS_UNITS } from '@/modules/sms/rules/sms-limits';

export interface SmsTextFieldProps {
  /** The text shown first: the bulletin's SMS text (staff's, else the one made from the bulletin). */
  defaultValue: string;
  /** The text made from the bulletin: offers to go back to it. Without it, no such button. */
  composedText?: string;
  /**
   * The standard closing line every text of the bulletin ends with: shown as fixed text after the
   * editable part and counted with it; the field holds only what comes before it, and the server adds it.
   * A published text frozen before closing lines existed is shown whole, as it was sent.
   */
  closingLine: string;
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
 * A bulletin's SMS text with a live count: characters, parts of the 2 allowed, and GSM-7 or UCS-2, the
 * closing line included. Every character that makes the text UCS-2 is named with its code point, and one
 * button replaces those that have a plain equivalent. A text over 2 parts says so in words and by how much.
 */
export function SmsTextField({
  defaultValue,
  composedText,
  closingLine,
  onValueChange,
  name = 'smsText',
  id,
  label = 'SMS text',
  hint = 'Sent as written by the bulk-SMS service, in at most 2 parts with the closing line. Left empty, the text made from the bulletin is sent.',
  error,
  readOnly = false,
}: SmsTextFieldProps) {
  const madeId = useId();
  const fieldId = id ?? `sms-${madeId}`;
  // Staff edit what comes before the closing line; a text sent without one (before it existed) is shown whole.
  const closing = !readOnly || defaultValue.endsWith(closingLine) ? closingLine : null;
  const written = (value: string) => (closing === null ? value : withoutClosingLine(value, closing));
  const [text, setText] = useState(() => written(defaultValue));
  const [changed, setChanged] = useState(false);
  // What is sent: the closing line after what staff wrote (an empty field sends the text made from the bulletin).
  const whole = closing === null || text.trim() === '' ? text : withClosingLine(text.trim(), closing);
  const count = countSms(whole);
  const fixed = fixForGsm(text);
  const problem = text.trim() === '' || closing === null ? null : smsTextProblem(whole, closing);
  const shownError = problem ?? (changed ? undefined : error);
  const composedWritten = composedText === undefined ? undefined : written(composedText);

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
          aria-describedby={cn(`${fieldId}-hint`, closing !== null && `${fieldId}-closing`, `${fieldId}-count`, shownError && `${fieldId}-error`)}
        />
      </Field>
      {closing !== null ? (
        <p id={`${fieldId}-closing`} className="text-sm">
          <span className="font-medium">{readOnly ? 'Ends with the closing line:' : 'Added at the end, and counted:'}</span>{' '}
          <span className="rounded border border-neutral-300 bg-neutral-100 px-1.5 py-0.5 font-mono">{closing}</span>
        </p>
      ) : null}
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
      {composedWritten !== undefined && composedWritten !== text && !readOnly ? (
        <div>
          <Button type="button" variant="ghost" onClick={() => change(composedWritten)}>
            Use the text made from the bulletin
          </Button>
        </div>
      ) : null}
    </div>
  );
}
