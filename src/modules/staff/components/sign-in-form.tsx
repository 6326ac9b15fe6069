'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { showToast } from '@/platform/ui/toast-store';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { SIGN_IN_PATH, signInBodySchema } from '@/modules/staff/rules/auth-contract';
import { formatAuthError } from '@/modules/staff/rules/format-auth-error';
import { fieldErrorsOf } from '@/platform/contracts/check-request';
import { readAuthError } from './read-auth-error';

type FieldErrors = { email?: string; password?: string };

export function SignInForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations('Login');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: z.input<typeof signInBodySchema> = { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
    const checked = signInBodySchema.safeParse(body);
    const errors = checked.success ? {} : fieldErrorsOf(checked.error.issues);
    // A blank field is named in the page's language; anything else in the schema's words, as the server says it.
    const found: FieldErrors = {
      email: errors.email && (body.email ? errors.email : t('emailRequired')),
      password: errors.password && (body.password ? errors.password : t('passwordRequired')),
    };
    setFieldErrors(found);
    setError(null);
    if (!checked.success) return;

    setWorking(true);
    try {
      const response = await fetch(SIGN_IN_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        window.location.assign(returnTo);
        return;
      }
      const { code, message } = await readAuthError(response);
      // The claims message is shown exactly as written; every other auth message lower-cased.
      const text = code === 'MISSING_CUSTOM_CLAIMS' && message ? message : formatAuthError(message, t('failed'));
      setError(text);
      showToast('error', text);
    } catch {
      setError(t('failed'));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="email" label={t('email')} error={fieldErrors.email}>
        <Input name="email" type="email" autoComplete="username" required />
      </Field>
      <Field id="password" label={t('password')} error={fieldErrors.password}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <div role="alert" aria-live="assertive" data-testid="sign-in-error" className="min-h-6 text-sm font-medium text-error">
        {error}
      </div>
      <Button type="submit" disabled={working} className="w-full">
        {working ? t('working') : t('submit')}
      </Button>
    </form>
  );
}
