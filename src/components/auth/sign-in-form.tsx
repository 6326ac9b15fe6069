'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { showToast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { formatAuthError } from '@/domain/auth/format-auth-error';
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
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const missing: FieldErrors = {
      email: email ? undefined : t('emailRequired'),
      password: password ? undefined : t('passwordRequired'),
    };
    setFieldErrors(missing);
    setError(null);
    if (missing.email || missing.password) return;

    setWorking(true);
    try {
      const response = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
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
