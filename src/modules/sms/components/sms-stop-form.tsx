import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * "Stop texts to my number": a plain post to `/sms/stop`, for farmers whose provider takes no reply
 * (a STOP text would go nowhere). A code is texted to the number, and typing it stops every text.
 */
export async function SmsStopForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  return (
    <section aria-labelledby="sms-stop-heading" className="max-w-2xl rounded-md border border-neutral-300 p-4">
      <h2 id="sms-stop-heading" className="text-xl font-bold text-primary-dark">
        {t('stopHeading')}
      </h2>
      <p className="mt-1">{t('stopLead')}</p>
      <form method="post" action={getPathname({ locale, href: '/sms/stop' })} noValidate className="mt-3 grid gap-4">
        <div>
          <label htmlFor="sms-stop-number" className="font-semibold">
            {t('numberLabel')}
          </label>
          <span id="sms-stop-number-hint" className="block text-sm text-neutral-700">
            {t('numberHint')}
          </span>
          <input
            id="sms-stop-number"
            name="number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={40}
            required
            aria-describedby="sms-stop-number-hint"
            className="mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 text-base"
          />
        </div>
        <button type="submit" className="min-h-11 justify-self-start rounded-md border-2 border-primary bg-white px-4 font-semibold text-primary">
          {t('stop')}
        </button>
      </form>
    </section>
  );
}
