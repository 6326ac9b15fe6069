import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { calendarViewPath } from '@/modules/calendar/rules/calendar-view';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { slugify } from '@/modules/places/rules/slugify';
import { signalHeadline } from '@/modules/weather/rules/signal-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { PlaceSignalAdvice as Advice } from '@/modules/recommendations/server/get-place-signal-advice';
import { RichText } from './rich-text';

/**
 * First on every outlook page of a town while a signal is up there: the signal in words with its
 * advisory's number and time, what to do whatever the crop, and each crop's own advice one tap away.
 */
export async function PlaceSignalAdvice({
  advice: reading,
  place,
  locale,
  open,
}: {
  advice: Promise<Advice | null>;
  place: { name: string; province: string };
  locale: Locale;
  /** Open on the cyclone page; folded (one tap, no script) above a 10-day or seasonal outlook, which keeps today in sight. */
  open: boolean;
}) {
  const advice = await reading;
  if (!advice) return null;
  const t = await getTranslations({ locale, namespace: 'Weather' });
  const { signal } = advice;
  const text = (field: { en: string; tl: string }) => (locale === 'tl' && field.tl ? { html: field.tl, lang: 'tl' } : { html: field.en, lang: 'en' });
  return (
    // Not a named region: the cyclone banner is the page's one "cyclone" landmark.
    <div data-testid="place-signal-advice" className="mb-4 rounded-lg border-2 border-red-800 p-3">
      <h2 id="place-signal" className="mb-2 flex items-start gap-2 text-lg font-bold">
        <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-800" />
        <span>{signalHeadline(signal, place.name, locale)}</span>
      </h2>
      <details open={open} className="group">
        <summary className="min-h-6 cursor-pointer font-semibold">{t('signalAdviceTitle')}</summary>
        {advice.general.length === 0 ? <p className="mb-2">{t('signalAdviceNone')}</p> : null}
        {advice.general.map((item) => {
          const practice = text(item.practice);
          return (
            <div key={item.id} className="mb-2">
              <RichText html={practice.html} lang={practice.lang} />
            </div>
          );
        })}
        {advice.calendars.length > 0 ? (
          <>
            <h3 className="mt-3 mb-1 font-semibold">{t('signalAdviceCrops')}</h3>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {advice.calendars.map(({ crop, mode }) => (
                <li key={`${crop} ${mode}`}>
                  <a
                    href={getPathname({ locale, href: calendarViewPath({ mode, crop, province: slugify(place.province), municipality: slugify(place.name) }) })}
                    className="inline-flex min-h-6 items-center"
                  >
                    {CROP_CATALOGUE.find((known) => known.key === crop)?.name[locale] ?? crop}
                    {mode === 'seasonal' ? ` (${t('signalAdviceSeasonal')})` : ''}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </details>
    </div>
  );
}
