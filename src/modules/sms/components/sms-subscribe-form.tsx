import { getTranslations } from 'next-intl/server';
import { SIGNUP_CROPS, SIGNUP_PROVINCES } from '@/modules/sms/rules/signup-choices';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const control = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 text-base';
const hint = 'block text-sm font-normal text-neutral-700';

/**
 * The texts page's sign-up form: a plain post to `/sms/subscribe` (under `/tl` on the Tagalog page),
 * so it works without script, and the same for every visitor (the page is cached). Its fields, names
 * and ids are those of the form the post answers with when something is wrong
 * (src/modules/sms/rules/render-signup-page.ts). `consent` is the wording the subscription records.
 */
export async function SmsSubscribeForm({ locale, consent }: { locale: Locale; consent: string }) {
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  return (
    <section aria-labelledby="sms-subscribe-heading" className="max-w-2xl rounded-md border border-neutral-300 p-4">
      <h2 id="sms-subscribe-heading" className="text-xl font-bold text-primary-dark">
        {t('subscribeHeading')}
      </h2>
      <form method="post" action={getPathname({ locale, href: '/sms/subscribe' })} noValidate className="mt-3 grid gap-4">
        <div>
          <label htmlFor="sms-number" className="font-semibold">
            {t('numberLabel')}
          </label>
          <span id="sms-number-hint" className={hint}>
            {t('numberHint')}
          </span>
          <input
            id="sms-number"
            name="number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={40}
            required
            aria-describedby="sms-number-hint"
            className={control}
          />
        </div>
        <div>
          <label htmlFor="sms-town" className="font-semibold">
            {t('townLabel')}
          </label>
          <select id="sms-town" name="town" required defaultValue="" className={control}>
            <option value="">{t('townChoose')}</option>
            {SIGNUP_PROVINCES.map((province) => (
              <optgroup key={province.psgc} label={province.name}>
                {province.towns.map((town) => (
                  <option key={town.psgc} value={town.psgc}>
                    {town.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="sms-crop" className="font-semibold">
            {t('cropLabel')}
          </label>
          <select id="sms-crop" name="crop" required defaultValue="" className={control}>
            <option value="">{t('cropChoose')}</option>
            {SIGNUP_CROPS.map((crop) => (
              <option key={crop.key} value={crop.key}>
                {crop.name[locale]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="font-semibold">{t('languageLabel')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(['en', 'tag'] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  id={`sms-language-${value}`}
                  name="language"
                  value={value}
                  required
                  defaultChecked={value === (locale === 'tl' ? 'tag' : 'en')}
                  className="size-5 accent-primary"
                />
                {value === 'tag' ? t('tagalog') : t('english')}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold">{t('consentLabel')}</legend>
          <label className="mt-1 flex items-start gap-2">
            <input type="checkbox" id="sms-consent" name="consent" value="yes" required className="mt-1 size-5 shrink-0 accent-primary" />
            <span>{consent}</span>
          </label>
        </fieldset>
        <button type="submit" className="min-h-11 justify-self-start rounded-md bg-primary px-4 font-semibold text-white">
          {t('subscribe')}
        </button>
      </form>
    </section>
  );
}
