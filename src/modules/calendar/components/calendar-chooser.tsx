import { getLocale, getTranslations } from 'next-intl/server';
import { CALENDAR_MODES } from '@/modules/calendar/rules/calendar-mode';
import { calendarViewPath, type CalendarView } from '@/modules/calendar/rules/calendar-view';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { slugify } from '@/modules/places/rules/slugify';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ChoiceLinks } from '@/modules/weather/components/choice-links';

interface Places {
  provinces: { psgc: string; name: string }[];
  municipalities: { psgc: string; name: string; provincePsgc: string }[];
}

/**
 * Mode as links; crop and place in a plain GET form (one select: the provinces, and the chosen
 * province's municipalities) that the `go` route turns into the view's address: no script needed.
 */
export async function CalendarChooser({ view, places, cropKeys }: { view: CalendarView; places: Places; cropKeys: readonly string[] }) {
  const t = await getTranslations('Calendar');
  const locale = (await getLocale()) as Locale;
  const currentPlace = view.province ? [view.province, view.municipality].filter(Boolean).join('/') : '';
  const crops = CROP_CATALOGUE.filter((crop) => crop.key === view.crop || cropKeys.includes(crop.key)).sort((a, b) =>
    a.name[locale].localeCompare(b.name[locale], locale),
  );

  return (
    <>
      <ChoiceLinks
        label={t('modesLabel')}
        choices={CALENDAR_MODES.map((mode) => ({ href: calendarViewPath({ ...view, mode }), text: t(`mode_${mode}`), current: mode === view.mode }))}
      />
      <form
        method="get"
        action={getPathname({ locale, href: '/cropping-calendar-v2/go' })}
        className="mb-6 flex flex-wrap items-end gap-3"
        aria-label={t('chooseTitle')}
      >
        <input type="hidden" name="mode" value={view.mode} />
        <label className="flex flex-col text-sm font-semibold">
          {t('crop')}
          <select name="crop" defaultValue={view.crop} className="mt-1 min-h-11 rounded border border-neutral-500 bg-white px-2 font-normal">
            {crops.map((crop) => (
              <option key={crop.key} value={crop.key}>
                {crop.name[locale]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full flex-col text-sm font-semibold">
          {t('place')}
          <select name="place" defaultValue={currentPlace} className="mt-1 min-h-11 max-w-full rounded border border-neutral-500 bg-white px-2 font-normal">
            <option value="">{t('pickPlaceShort')}</option>
            {places.provinces.map((province) => (
              <optgroup key={province.psgc} label={province.name}>
                <option value={slugify(province.name)}>{t('allOf', { province: province.name })}</option>
                {/* Only the chosen province's towns: the list stays short on slow connections, and the
                    province view links every town. */}
                {places.municipalities
                  .filter((m) => m.provincePsgc === province.psgc && slugify(province.name) === view.province)
                  .map((m) => (
                    <option key={m.psgc} value={`${slugify(province.name)}/${slugify(m.name)}`}>
                      {m.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-primary px-4 font-semibold text-white">
          {t('show')}
        </button>
      </form>
    </>
  );
}
