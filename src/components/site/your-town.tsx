'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { LAST_TOWN_KEY, readLastTown } from '@/domain/site/last-town';

const noSubscription = () => () => {};
const read = () => window.localStorage.getItem(LAST_TOWN_KEY);

/**
 * "Your town: City of Calamba — today" on the home page, for a reader whose browser remembers the last
 * town they opened (kept in the browser only, never sent). Without script, or before any town, nothing
 * shows.
 */
export function YourTown({ template }: { template: string }) {
  const town = readLastTown(useSyncExternalStore(noSubscription, read, () => null));
  return (
    <p className="mb-4 font-semibold" hidden={!town} data-your-town="">
      <a href={town?.href ?? '#'} className="inline-flex min-h-6 items-center">
        {town ? template.replace('{town}', town.name) : template}
      </a>
    </p>
  );
}

/** On a town's pages: remembers the town in this browser for the home page's "Your town" link. */
export function RememberTown({ name, href }: { name: string; href: string }) {
  useEffect(() => {
    window.localStorage.setItem(LAST_TOWN_KEY, JSON.stringify({ name, href }));
  }, [name, href]);
  return null;
}
