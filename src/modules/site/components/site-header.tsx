import { ExternalLink, Menu, Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/platform/ui/cn';
import { AccountLink } from './account-link';
import { LanguageSwitch } from './language-switch';
import { PlaceSearchForm } from './place-search-form';

const ROUTES = [
  { href: '/', key: 'home' },
  { href: '/weather-services', key: 'weather' },
  { href: '/cropping-calendar-v2', key: 'calendar' },
  { href: '/bulletins', key: 'bulletins' },
] as const;

async function NavLinks({ locale, className, social }: { locale: Locale; className: string; social: string }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  // From 1,200 px every item stays on one line, Tagalog's longer names too.
  const link = 'block rounded-md px-3 py-2.5 font-medium text-white no-underline hover:bg-white/10 hover:underline lg:px-2.5 lg:whitespace-nowrap';
  return (
    <ul className={className}>
      {ROUTES.map((route) => (
        <li key={route.key}>
          <Link href={route.href} prefetch={false} className={link}>
            {t(route.key)}
          </Link>
        </li>
      ))}
      <li>
        <AccountLink adminLabel={t('admin')} signInLabel={t('signIn')} className={link} />
      </li>
      <li>
        <a href={social} target="_blank" rel="noopener noreferrer" className={cn(link, 'inline-flex items-center gap-1')}>
          {t('posts')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('opensNewTab')}</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * The navigation bar: fixed with a page offset on public pages, in the flow on staff pages. Its links
 * stay in the page's language. `social` is the programme's social-media page (`getSiteLinks()`), read
 * by the layout.
 */
export async function SiteHeader({ locale, staff, social }: { locale: Locale; staff: boolean; social: string }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const search = await getTranslations({ locale, namespace: 'Search' });
  return (
    <header className={cn('z-40 h-navbar bg-primary text-white shadow-md', staff ? 'relative' : 'fixed inset-x-0 top-0')}>
      <div className="mx-auto flex h-full max-w-screen-xl items-center justify-between gap-3 px-4">
        <Link href="/" prefetch={false} className="min-w-0 text-white no-underline">
          <span className="block text-sm leading-tight font-bold xs3:text-lg">{common('portalName')}</span>
          <span className="block text-xs leading-tight text-white/90 xs3:text-sm">{REGION_TITLE}</span>
        </Link>
        <nav aria-label={t('label')} className="hidden md:block">
          <NavLinks social={social} locale={locale} className="flex items-center gap-1" />
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <PlaceSearchForm locale={locale} id="header-q" tone="header" className="hidden w-52 xl:flex" />
          {/* Narrower screens: one tap to the search page (the menu holds the field too). */}
          <Link
            href="/search"
            prefetch={false}
            className="flex min-h-11 min-w-11 items-center justify-center rounded-md border border-white/70 text-white no-underline hover:bg-white/10 xl:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{search('headerLink')}</span>
          </Link>
          <LanguageSwitch locale={locale} staff={staff} />
          <details className="group md:hidden">
            <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md border border-white/70 px-2 text-sm font-semibold xs3:px-3 [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-5" />
              <span className="sr-only xs3:not-sr-only">{t('menu')}</span>
            </summary>
            <nav aria-label={t('label')} className="absolute inset-x-0 top-navbar bg-primary-dark p-3 shadow-lg">
              <PlaceSearchForm locale={locale} id="menu-q" tone="header" className="mb-3" />
              <NavLinks social={social} locale={locale} className="flex flex-col gap-1" />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
