'use client';

import { LocateFixed } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { getPathname } from '@/i18n/navigation';

export interface LocateMeLabels {
  button: string;
  locating: string;
  refused: string;
  unavailable: string;
}

const noSubscription = () => () => {};
const canLocate = () => 'geolocation' in navigator;

// Coarse on purpose: four decimals is about 10 m, plenty to pick a town, and a cached fix is fine.
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 20_000, maximumAge: 10 * 60_000 };

/**
 * "Use my location": asks the phone for its position (the browser asks the person first) and opens
 * the place holding it. Drawn hidden on the server and shown only where script runs and the browser
 * can locate; the search form beside it works without either.
 */
export function LocateMeButton({ labels }: { labels: LocateMeLabels }) {
  const available = useSyncExternalStore(noSubscription, canLocate, () => false);
  const [state, setState] = useState<'idle' | 'locating' | 'refused' | 'unavailable'>('idle');
  // The place's page in this page's language: the route handler answers within the address's language.
  const near = getPathname({ locale: useLocale(), href: '/search/near' });

  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      // A route handler (not a page) answers with a redirect: a full load, as the no-script search form makes.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      ({ coords }) => window.location.assign(`${near}?lat=${coords.latitude.toFixed(4)}&lon=${coords.longitude.toFixed(4)}`),
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      OPTIONS,
    );
  };

  return (
    <div className="mt-3" hidden={!available}>
      <button
        type="button"
        onClick={locate}
        disabled={state === 'locating'}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-primary bg-white px-3 font-semibold text-primary-dark hover:bg-primary-light disabled:opacity-70"
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        <span>{state === 'locating' ? labels.locating : labels.button}</span>
      </button>
      <p role="status" className="mt-2 text-sm">
        {state === 'refused' ? labels.refused : state === 'unavailable' ? labels.unavailable : ''}
      </p>
    </div>
  );
}
