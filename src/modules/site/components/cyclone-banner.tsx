import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatElapsed, formatManilaDateTime } from '@/platform/format/manila-time';
import { slugify } from '@/modules/places/rules/slugify';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import { signalOfMunicipality } from '@/modules/weather/rules/cyclone-signals';
import { bannerSignalTerm } from '@/modules/weather/rules/plain-terms';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CycloneStatus } from '@/modules/weather/server/get-cyclone-status';

export interface BannerPlace {
  province: { psgc: string; name: string };
  municipality?: { psgc: string; name: string };
}

/** "No signal (cyclone outside)" is not a signal raised over a place. */
const raised = (signal: WindSignal | null | undefined) => (signal && signal !== 'general_no_signal' ? signal : null);

/**
 * The alert every public page opens with while the latest advisory has an active cyclone: its name,
 * the region's highest signal in words, the advisory's time, a link to the signals and, on a place's
 * pages, that place's own signal. Each page renders it first, because only the page knows its place
 * (a layout is not told its pages' addresses); it is read in the page's own render, so it is cached
 * and revalidated with the page (each page hands in `getCycloneStatus(db)`). Short enough to keep the page's heading on a phone's first screen.
 */
export async function CycloneBanner({ locale, place, status: reading }: { locale: Locale; place?: BannerPlace; status: Promise<CycloneStatus | null> }) {
  const status = await reading;
  if (!status?.active) return null;
  const t = await getTranslations({ locale, namespace: 'Cyclone' });
  const w = await getTranslations({ locale, namespace: 'Weather' });
  const time = formatManilaDateTime(status.issuedAt, locale, 'short');
  // Clock-relative words: the pages showing them are revalidated every minute.
  const ago = formatElapsed(status.issuedAt, locale);
  const highest = raised(status.highest);

  let placeLine: { text: string; href: string } | null = null;
  let placeSignal: WindSignal | null | undefined;
  if (place) {
    const { province, municipality } = place;
    const ofProvince = status.provinces.find((p) => p.psgc === province.psgc);
    const signal = raised(municipality ? signalOfMunicipality(status.signals, { psgc: municipality.psgc, provincePsgc: province.psgc }) : ofProvince?.highest);
    placeSignal = signal;
    let label = w(`signal_${signal ?? 'none'}`);
    // A province whose towns are under different signals: its highest, said as "up to".
    if (signal && !municipality && !ofProvince?.uniform) label = (await getTranslations({ locale, namespace: 'Home' }))('upTo', { signal: label });
    placeLine = {
      text: t('place', { place: municipality ? `${municipality.name}, ${province.name}` : province.name, signal: label }),
      href: getPathname({
        locale,
        href: weatherViewPath({ tab: 'special', province: slugify(province.name), municipality: municipality ? slugify(municipality.name) : undefined }),
      }),
    };
  }

  // What the signal means, one tap away: folded, so the banner stays short above the page's heading.
  const explained = bannerSignalTerm(highest, placeSignal);
  const terms = await getTranslations({ locale, namespace: 'Terms' });

  return (
    <section aria-label={t('label')} data-testid="cyclone-banner" className="mb-4 rounded-lg border-2 border-warning bg-amber-50 px-3 py-2 text-sm">
      <p>
        <TriangleAlert aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.15em] text-warning" />
        <strong>{highest ? t('headline', { name: status.name, signal: w(`signal_${highest}`) }) : t('headlineNoSignal', { name: status.name })}</strong>{' '}
        <span data-testid="cyclone-banner-time">
          {status.stale ? t('stale', { time, ago }) : t('advisory', { number: status.bulletinNumber ?? '—', time, ago })}
        </span>{' '}
        <a
          href={getPathname({ locale, href: weatherViewPath({ tab: 'special' }) })}
          className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap"
        >
          {t('more')}
        </a>
      </p>
      {placeLine ? (
        <p data-testid="cyclone-banner-place" className="mt-1 font-semibold">
          <a href={placeLine.href} className="inline-flex min-h-6 items-center">
            {placeLine.text}
          </a>
        </p>
      ) : null}
      {explained ? (
        <details className="mt-1" data-testid="cyclone-banner-meaning">
          <summary className="min-h-6 cursor-pointer">{terms('signalMeaning', { signal: terms(`${explained}.term`) })}</summary>
          <p>
            {terms(`${explained}.term`)}: {terms(`${explained}.meaning`)}
          </p>
        </details>
      ) : null}
    </section>
  );
}
