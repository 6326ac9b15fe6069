'use client';

import { Field, Input } from '@/platform/ui/field';

export type PasswordMode = 'link' | 'password';

/** A one-time link for the person, or a password typed now: the choice both account forms offer. */
export function PasswordChoice({
  legend,
  passwordLabel,
  mode,
  onModeChange,
  minPasswordLength,
  error,
}: {
  legend: string;
  passwordLabel: string;
  mode: PasswordMode;
  onModeChange: (mode: PasswordMode) => void;
  minPasswordLength: number;
  error?: string;
}) {
  return (
    <>
      <fieldset>
        <legend className="font-medium">{legend}</legend>
        <label className="mt-1 flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" value="link" checked={mode === 'link'} onChange={() => onModeChange('link')} />
          Make a one-time link for the person to choose one
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="mode" value="password" checked={mode === 'password'} onChange={() => onModeChange('password')} />
          Set a password now
        </label>
      </fieldset>
      {mode === 'password' ? (
        <Field label={passwordLabel} hint={`At least ${minPasswordLength} characters.`} error={error}>
          <Input name="password" type="password" required minLength={minPasswordLength} autoComplete="new-password" />
        </Field>
      ) : null}
    </>
  );
}
