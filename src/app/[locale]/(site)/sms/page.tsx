import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { PageHeading } from '@/modules/site/components/page-heading';
import { SmsStopForm } from '@/modules/sms/components/sms-stop-form';
import { SmsSubscribeForm } from '@/modules/sms/components/sms-subscribe-form';
import { languageAlternates } from '@/modules/site/rules/link-preview-metadata';
import { pageAddresses } from '@/i18n/navigation';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getEnv } from '@/platform/env/get-env';
import { getConsentWording } from '@/modules/sms/server/signup/get-consent-wording';
import { withDb } from '@/platform/startup/with-db';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

// The same for every visitor (the forms post elsewhere): rendered on the first visit and revalidated
// with the other public pages, as it opens with the cyclone banner while a cyclone is active.
export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 50;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  return { title: t('title'), description: t('description'), alternates: languageAlternates(locale, pageAddresses('/sms')) };
}

/** Farm advisories by text (issue 33): sign up with a texted code, or stop every text to a number. Works without script. */
export default withDb(async function SmsPage(db, props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <section aria-labelledby="sms-how-heading" className="mb-6 max-w-prose">
        <h2 id="sms-how-heading" className="text-xl font-bold text-primary-dark">
          {t('howHeading')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          <li>{t('how1')}</li>
          <li>{t('how2')}</li>
          <li>{t('how3')}</li>
        </ol>
      </section>
      <SmsSubscribeForm locale={locale} consent={getConsentWording(locale)} />
      <div className="my-6 max-w-prose space-y-3">
        <p>{t('privacy', { days: getEnv().ACAP_SMS_RETENTION_DAYS })}</p>
        <p>{t('warnings')}</p>
      </div>
      <SmsStopForm locale={locale} />
      <p className="mt-6 max-w-prose">{t('office')}</p>
    </>
  );
});
