import { getLocale, getTranslations } from 'next-intl/server';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import { weatherViewPath } from '@/modules/weather/rules/weather-view';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ConditionChip } from '@/modules/weather/components/condition-chip';
import type { ActiveCyclone } from '@/modules/weather/server/get-cyclone-status';

/** The raised signals of each province while the advisory is current, by province code: what its summary leads with. */
export function raisedProvinceSignals(cyclone: ActiveCyclone | null, now = Date.now()): Map<string, ActiveCyclone['provinces'][number]> {
  if (!cyclone || now > Date.parse(cyclone.validUntil)) return new Map();
  return new Map(cyclone.provinces.filter((province) => isRaisedSignal(province.highest)).map((province) => [province.psgc, province]));
}

/**
 * Before a province's outlook in words on the home page, while a signal is up there: the signal and a
 * link to its cyclone advice, so the storm comes first and the rain of the coming days reads as what
 * follows it, never as the advice of the day.
 */
export async function ProvinceSignalLead({ province }: { province: ActiveCyclone['provinces'][number] }) {
  const w = await getTranslations('Weather');
  const home = await getTranslations('Home');
  const locale = (await getLocale()) as Locale;
  const label = w(`signal_${province.highest!}`);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold" data-testid="province-signal">
      <ConditionChip signal={province.highest!} label={province.uniform ? label : home('upTo', { signal: label })} />
      <a href={getPathname({ locale, href: weatherViewPath({ tab: 'special', province: province.slug }) })} className="inline-flex min-h-6 items-center">
        {home('stormFirst')}
      </a>
    </span>
  );
}
