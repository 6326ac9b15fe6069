'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, type ReactNode } from 'react';
import type { SignupChoices } from '@/modules/sms/rules/signup-choices';
import { FIRST_STEP, type SignupStep, type StopStep } from '@/modules/sms/rules/signup-steps';
import { SignupStepPage, StopStepPage } from './sms-signup-steps';
import { STEP_FOCUS_IDS } from './sms-step-page';
import { SmsStopForm } from './sms-stop-form';
import { SmsSubscribeForm } from './sms-subscribe-form';

export interface SmsSignupFlowsProps {
  /** The Server Actions the forms post to: each answers the next step. */
  signUp: (previous: SignupStep, form: FormData) => Promise<SignupStep>;
  stop: (previous: StopStep, form: FormData) => Promise<StopStep>;
  choices: SignupChoices;
  consent: string;
  canStopByText: boolean;
  /** The texts page's address in the page's language. */
  home: string;
  /** The page's own words around the two forms: before the sign-up form, between the forms, after the stop form. */
  intro: ReactNode;
  notes: ReactNode;
  outro: ReactNode;
}

/**
 * The texts page's two flows (decision 077): the page with both forms, or the one step a form led to.
 * Each form posts to its Server Action through useActionState: without script the browser posts it
 * and Next answers with the page drawn at the new step; with script the step replaces the page in
 * place, and focus moves to its problems or its heading.
 */
export function SmsSignupFlows({ signUp, stop, choices, consent, canStopByText, home, intro, notes, outro }: SmsSignupFlowsProps) {
  const t = useTranslations('SmsSignup');
  const [signup, signUpAction, signingUp] = useActionState(signUp, FIRST_STEP);
  const [stopping, stopAction, stoppingNow] = useActionState(stop, FIRST_STEP);
  useEffect(() => {
    if (signup.step === 'start' && stopping.step === 'start') return;
    STEP_FOCUS_IDS.map((id) => document.getElementById(id))
      .find(Boolean)
      ?.focus();
  }, [signup, stopping]);
  if (signup.step !== 'start')
    return (
      <SignupStepPage step={signup} action={signUpAction} pending={signingUp} home={home} choices={choices} consent={consent} canStopByText={canStopByText} />
    );
  if (stopping.step !== 'start') return <StopStepPage step={stopping} action={stopAction} pending={stoppingNow} home={home} />;
  return (
    <>
      {intro}
      <section aria-labelledby="sms-subscribe-heading" className="max-w-2xl rounded-md border border-neutral-300 p-4">
        <h2 id="sms-subscribe-heading" className="text-xl font-bold text-primary-dark">
          {t('subscribeHeading')}
        </h2>
        <SmsSubscribeForm action={signUpAction} pending={signingUp} choices={choices} consent={consent} />
      </section>
      {notes}
      <section aria-labelledby="sms-stop-heading" className="max-w-2xl rounded-md border border-neutral-300 p-4">
        <h2 id="sms-stop-heading" className="text-xl font-bold text-primary-dark">
          {t('stopHeading')}
        </h2>
        <p className="mt-1">{t('stopLead')}</p>
        <SmsStopForm action={stopAction} pending={stoppingNow} />
      </section>
      {outro}
    </>
  );
}
