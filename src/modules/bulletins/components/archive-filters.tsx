import { getLocale, getTranslations } from 'next-intl/server';
import type { ArchiveFilters } from '@/modules/bulletins/rules/archive-view';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { cropSlug } from '@/modules/calendar/rules/calendar-view';
import { slugify } from '@/modules/places/rules/slugify';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

const selectClass = 'mt-1 block min-h-11 w-full rounded border border-neutral-500 bg-white px-2 font-normal';

/** The archive's filters as a plain GET form; `/bulletins/go` turns it into the filtered list's address, in the page's language. */
export async function ArchiveFilterForm({
  filters,
  places,
}: {
  filters: ArchiveFilters;
  places: { provinces: { psgc: string; name: string }[]; municipalities: { name: string; provincePsgc: string }[] };
}) {
  const t = await getTranslations('Bulletins');
  const locale = (await getLocale()) as Locale;
  const place = filters.province ? [filters.province, filters.municipality].filter(Boolean).join('/') : '';
  return (
    <form
      method="get"
      action={getPathname({ locale, href: '/bulletins/go' })}
      aria-label={t('filtersTitle')}
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className="text-sm font-semibold">
        {t('type')}
        <select name="type" defaultValue={filters.type ?? ''} className={selectClass}>
          <option value="">{t('all')}</option>
          {BULLETIN_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type_${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t('province')} / {t('municipality')}
        <select name="place" defaultValue={place} className={selectClass}>
          <option value="">{t('all')}</option>
          {places.provinces.map((province) => (
            <optgroup key={province.psgc} label={province.name}>
              <option value={slugify(province.name)}>{province.name}</option>
              {places.municipalities
                .filter((m) => m.provincePsgc === province.psgc && slugify(province.name) === filters.province)
                .map((m) => (
                  <option key={m.name} value={`${slugify(province.name)}/${slugify(m.name)}`}>
                    {m.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t('crop')}
        <select name="crop" defaultValue={filters.crop ?? ''} className={selectClass}>
          <option value="">{t('all')}</option>
          {CROP_CATALOGUE.map((crop) => (
            <option key={crop.key} value={cropSlug(crop.key)}>
              {crop.name[locale]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        {t('date')}
        <input type="date" name="date" defaultValue={filters.date ?? ''} className={selectClass} />
      </label>
      <button type="submit" className="min-h-11 rounded-md bg-primary px-4 font-semibold text-white">
        {t('show')}
      </button>
    </form>
  );
}
