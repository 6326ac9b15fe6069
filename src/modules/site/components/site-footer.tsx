import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { SiteLinks } from '@/platform/request/get-site-links';
import { PartnerLogos } from './partner-logos';

function FooterLink({ href, children, newTabLabel }: { href: string; children: string; newTabLabel: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className="inline-block py-1.5 text-white underline-offset-2 hover:underline">
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </a>
    </li>
  );
}

export async function SiteFooter({ locale, links }: { locale: Locale; links: SiteLinks }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const { social, partners } = links;
  const newTab = nav('opensNewTab');
  const page = (href: string) => getPathname({ locale, href });
  return (
    <footer className="min-h-footer bg-primary-dark text-white">
      <div className="mx-auto max-w-screen-xl px-4 py-6">
        <div data-testid="footer-columns" className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          <section aria-labelledby="footer-links">
            <h2 id="footer-links" className="mb-2 text-lg font-bold">
              {t('links')}
            </h2>
            <ul>
              <FooterLink href={page('/weather-services')} newTabLabel={newTab}>
                {t('services')}
              </FooterLink>
              <FooterLink href={page('/cropping-calendar-v2')} newTabLabel={newTab}>
                {t('calendar')}
              </FooterLink>
              <FooterLink href={page('/bulletins')} newTabLabel={newTab}>
                {t('bulletins')}
              </FooterLink>
              <FooterLink href={page('/sms')} newTabLabel={newTab}>
                {t('sms')}
              </FooterLink>
              <FooterLink href={social} newTabLabel={newTab}>
                {t('posts')}
              </FooterLink>
            </ul>
          </section>
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners" className="mb-2 text-lg font-bold">
              {t('partners')}
            </h2>
            <ul>
              {partners.map((partner) => (
                <FooterLink key={partner.key} href={partner.href} newTabLabel={newTab}>
                  {t(partner.key)}
                </FooterLink>
              ))}
            </ul>
          </section>
        </div>
        <div className="mt-6 rounded-lg bg-white p-3">
          <PartnerLogos label={t('logos')} />
        </div>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm text-white/90">
          <span>© {t('rights')}</span>
          <span className="flex flex-wrap gap-4">
            <a href="/api/openapi.json" target="_blank" rel="noopener noreferrer" className="text-white underline">
              {t('openData')}
              <span className="sr-only"> {newTab}</span>
            </a>
            <a href={page('/privacy')} target="_blank" rel="noopener noreferrer" className="text-white underline">
              {t('privacy')}
              <span className="sr-only"> {newTab}</span>
            </a>
          </span>
        </p>
      </div>
    </footer>
  );
}
