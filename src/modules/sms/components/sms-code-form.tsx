import { useTranslations } from 'next-intl';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';

/** The form for the texted code: the request rides in a hidden field (never the number), the code is typed on the phone's keypad. */
export function SmsCodeForm({
  action,
  pending,
  request,
  error,
  submit,
}: {
  action: (form: FormData) => void;
  pending: boolean;
  request: string;
  error?: string;
  submit: string;
}) {
  const t = useTranslations('SmsSignup');
  return (
    <form action={action} noValidate className="grid gap-4">
      <input type="hidden" name="request" value={request} />
      <Field id="sms-code" label={t('codeLabel')} error={error}>
        <Input name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={12} spellCheck={false} required />
      </Field>
      <Button type="submit" disabled={pending} className="justify-self-start text-base">
        {submit}
      </Button>
    </form>
  );
}
