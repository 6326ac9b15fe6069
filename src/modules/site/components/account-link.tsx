'use client';

import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/modules/staff/rules/signed-in-hint';

function readHint(): boolean {
  return document.cookie.split('; ').some((pair) => pair === `${SIGNED_IN_HINT_COOKIE}=1`);
}

const noSubscription = () => () => {};

/** Public pages are cached for everyone, so the "Admin" label for signed-in staff is set in the browser. */
export function AccountLink({ adminLabel, signInLabel, className }: { adminLabel: string; signInLabel: string; className?: string }) {
  const signedIn = useSyncExternalStore(noSubscription, readHint, () => false);
  return (
    <a href={signedIn ? '/admin' : '/admin/login'} className={className}>
      {signedIn ? adminLabel : signInLabel}
    </a>
  );
}
