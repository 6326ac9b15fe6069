'use client';

import { useLocale } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { LAST_TOWN_KEY, readLastTown } from '@/modules/site/rules/last-town';
import { getPathname } from '@/i18n/navigation';

const noSubscription = () => () => {};
const read = () => window.localStorage.getItem(LAST_TOWN_KEY);

/**
 * "Your town: City of Calamba — today" on the home page, for a reader whose browser remembers the last
 * town they opened (kept in the browser only, never sent). Without script, or before any town, nothing
 * shows. The town's page opens in the home page's language, whichever language it was read in.
 */
export function YourTown({ template }: { template: string }) {
  const town = readLastTown(useSyncExternalStore(noSubscription, read, () => null));
  const locale = useLocale();
  return (
    <p className="mb-4 font-semibold" hidden={!town} data-your-town="">
      <a href={town ? getPathname({ locale, href: town.href }) : '#'} className="inline-flex min-h-6 items-center">
        {town ? template.replace('{town}', town.name) : template}
      </a>
    </p>
  );
}

/** On a town's pages: remembers the town and its bare (English) address in this browser, for the home page's "Your town" link. */
export function RememberTown({ name, href }: { name: string; href: string }) {
  useEffect(() => {
    window.localStorage.setItem(LAST_TOWN_KEY, JSON.stringify({ name, href }));
  }, [name, href]);
  return null;
}
