import { useTranslations } from 'next-intl';
import type { NumberProblem } from '@/modules/sms/rules/read-signup-form';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';

/**
 * "Stop texts to my number", for farmers whose provider takes no reply (a STOP text would go
 * nowhere): it posts to the stop Server Action, which texts a code that stops every text once typed.
 */
export function SmsStopForm({
  action,
  pending,
  sent,
}: {
  action: (form: FormData) => void;
  pending: boolean;
  sent?: { number: string; problem: NumberProblem };
}) {
  const t = useTranslations('SmsSignup');
  return (
    <form action={action} noValidate className="mt-3 grid gap-4">
      <Field id="sms-stop-number" label={t('numberLabel')} hint={t('numberHint')} error={sent ? t(`problem_number_${sent.problem}`) : undefined}>
        <Input name="number" type="tel" autoComplete="tel" inputMode="tel" maxLength={40} required defaultValue={sent?.number} />
      </Field>
      <Button type="submit" variant="outline" disabled={pending} className="justify-self-start border-2 text-base">
        {t('stop')}
      </Button>
    </form>
  );
}
