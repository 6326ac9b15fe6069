'use server';

import { headers } from 'next/headers';
import { ADDRESS_LOCALE_HEADER, readAddressLocale } from '@/i18n/address-locale';
import type { SignupStep, SignupVisitor, StopStep } from '@/modules/sms/rules/signup-steps';
import { submitStopCode } from '@/modules/sms/server/signup/submit-stop-code';
import { submitStopForm } from '@/modules/sms/server/signup/submit-stop-form';
import { submitSubscribeCode } from '@/modules/sms/server/signup/submit-subscribe-code';
import { submitSubscribeForm } from '@/modules/sms/server/signup/submit-subscribe-form';
import { getClientAddress } from '@/platform/request/get-client-address';
import { withDb } from '@/platform/startup/with-db';

// The texts page's forms (decision 077). Next refuses a post whose Origin is another site before these
// run; a post without Origin (basic phones' browsers) is taken. The previous step is the browser's
// copy, so it is never read: a code form names its request in its own hidden field.

/** The page's language comes from its address (src/proxy.ts sets the header on every page request). */
async function readVisitor(): Promise<SignupVisitor> {
  const sent = await headers();
  return { locale: readAddressLocale(sent.get(ADDRESS_LOCALE_HEADER)), address: getClientAddress({ headers: sent }) };
}

/** The sign-up form, or its code typed back (a form that names a request). */
export async function signUpForTexts(_previous: SignupStep, form: FormData): Promise<SignupStep> {
  const visitor = await readVisitor();
  return withDb(async (db) => (form.has('request') ? submitSubscribeCode(db, form, visitor) : submitSubscribeForm(db, form, visitor)))();
}

/** "Stop texts to my number", or its code typed back. */
export async function stopTexts(_previous: StopStep, form: FormData): Promise<StopStep> {
  const visitor = await readVisitor();
  return withDb(async (db) => (form.has('request') ? submitStopCode(db, form, visitor) : submitStopForm(db, form, visitor)))();
}
