import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { PageHeading } from '@/modules/site/components/page-heading';
import { SmsSignupFlows } from '@/modules/sms/components/sms-signup-flows';
import { listSignupChoices } from '@/modules/sms/rules/signup-choices';
import { languageAlternates } from '@/modules/site/rules/link-preview-metadata';
import { getPathname, pageAddresses } from '@/i18n/navigation';
import { renderOnFirstVisit, resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { getEnv } from '@/platform/env/get-env';
import { canStopByText } from '@/modules/sms/server/signup/can-stop-by-text';
import { getConsentWording } from '@/modules/sms/server/signup/get-consent-wording';
import { withDb } from '@/platform/startup/with-db';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { signUpForTexts, stopTexts } from './actions';

// The same for every visitor until a form is sent: rendered on the first visit and revalidated with
// the other public pages, as it opens with the cyclone banner while a cyclone is active. A form's post
// (a Server Action) is drawn for its sender alone, at the step it led to.
export const generateStaticParams = renderOnFirstVisit;
export const revalidate = 50;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  return { title: t('title'), description: t('description'), alternates: languageAlternates(locale, pageAddresses('/sms')) };
}

/** Farm advisories by text (issues 33, 40): sign up with a texted code, or stop every text to a number. Works without script. */
export default withDb(async function SmsPage(db, props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'SmsSignup' });
  // Only this page's words travel to the browser, for the steps its forms lead to.
  const { SmsSignup } = await getMessages({ locale });
  return (
    <>
      <CycloneBanner locale={locale} status={getCycloneStatus(db)} />
      <NextIntlClientProvider locale={locale} messages={{ SmsSignup }}>
        <SmsSignupFlows
          signUp={signUpForTexts}
          stop={stopTexts}
          choices={listSignupChoices(locale)}
          consent={getConsentWording(locale)}
          canStopByText={canStopByText()}
          home={getPathname({ locale, href: '/sms' })}
          intro={
            <>
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
            </>
          }
          notes={
            <div className="my-6 max-w-prose space-y-3">
              <p>{t('privacy', { days: getEnv().ACAP_SMS_RETENTION_DAYS })}</p>
              <p>{t('warnings')}</p>
            </div>
          }
          outro={<p className="mt-6 max-w-prose">{t('office')}</p>}
        />
      </NextIntlClientProvider>
    </>
  );
});
