import { useLocale, useTranslations } from 'next-intl';
import type { SignupField, SignupProblems, SignupValues } from '@/modules/sms/rules/read-signup-form';
import type { SignupChoices } from '@/modules/sms/rules/signup-choices';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';

/** The fields in the form's order, with the element a problem's link leads to. */
export const SIGNUP_FIELDS: readonly { field: SignupField; id: string }[] = [
  { field: 'number', id: 'sms-number' },
  { field: 'town', id: 'sms-town' },
  { field: 'crop', id: 'sms-crop' },
  { field: 'language', id: 'sms-language-en' },
  { field: 'consent', id: 'sms-consent' },
];

export interface SubscribeFormProps {
  action: (form: FormData) => void;
  pending: boolean;
  choices: SignupChoices;
  /** The consent box's words, as the subscription records them. */
  consent: string;
  /** What was sent and what is wrong with it, when the form comes back. */
  sent?: { values: SignupValues; problems: SignupProblems };
}

const choiceError = (id: string, error: string | undefined) =>
  error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-error">
      {error}
    </p>
  ) : null;

/**
 * The sign-up form: number, town under its province, crop, language and consent. It posts to the
 * sign-up Server Action, so it works before (and without) the page's script.
 */
export function SmsSubscribeForm({ action, pending, choices, consent, sent }: SubscribeFormProps) {
  const t = useTranslations('SmsSignup');
  const locale = useLocale();
  const error = (field: SignupField) => (sent?.problems[field] ? t(`problem_${field}_${sent.problems[field]}`) : undefined);
  const language = sent?.values.language ?? (locale === 'tl' ? 'tag' : 'en');
  return (
    <form action={action} noValidate className="mt-3 grid gap-4">
      <Field id="sms-number" label={t('numberLabel')} hint={t('numberHint')} error={error('number')}>
        <Input name="number" type="tel" autoComplete="tel" inputMode="tel" maxLength={40} required defaultValue={sent?.values.number} />
      </Field>
      <Field id="sms-town" label={t('townLabel')} error={error('town')}>
        <Select name="town" required defaultValue={sent?.values.town ?? ''} placeholder={t('townChoose')}>
          {choices.provinces.map((province) => (
            <optgroup key={province.name} label={province.name}>
              {province.towns.map((town) => (
                <option key={town.psgc} value={town.psgc}>
                  {town.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field id="sms-crop" label={t('cropLabel')} error={error('crop')}>
        <Select
          name="crop"
          required
          defaultValue={sent?.values.crop ?? ''}
          placeholder={t('cropChoose')}
          options={choices.crops.map(({ key, name }) => ({ value: key, label: name }))}
        />
      </Field>
      <fieldset aria-describedby={error('language') ? 'sms-language-error' : undefined}>
        <legend className="font-medium">{t('languageLabel')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['en', 'tag'] as const).map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                id={`sms-language-${value}`}
                name="language"
                value={value}
                required
                defaultChecked={value === language}
                className="size-5 accent-primary"
              />
              {value === 'tag' ? t('tagalog') : t('english')}
            </label>
          ))}
        </div>
        {choiceError('sms-language', error('language'))}
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('consentLabel')}</legend>
        <label className="mt-1 flex items-start gap-2">
          <input
            type="checkbox"
            id="sms-consent"
            name="consent"
            value="yes"
            required
            defaultChecked={sent?.values.consent}
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={error('consent') ? 'sms-consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>{consent}</span>
        </label>
        {choiceError('sms-consent', error('consent'))}
      </fieldset>
      <Button type="submit" disabled={pending} className="justify-self-start text-base">
        {t('subscribe')}
      </Button>
    </form>
  );
}
