import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { Locale } from '@/i18n/routing';
import type { NumberProblem, SignupProblems, SignupValues } from './read-signup-form';
import type { SignupRefusal } from './signup-limits';

/** A subscription as the pages name it: the town with its province and the crop in the page's language. */
export interface SubscriptionWords {
  town: string;
  province: string;
  crop: string;
  language: BulletinLanguage;
}

/** Why a code typed back was not taken, short of a refusal: its shape, or a wrong code with the tries left. */
export type CodeProblem = { kind: 'format' } | { kind: 'wrong'; left: number };

/** Nothing was done, and why; `waitSeconds` says when trying again helps (0 when it does not). */
export interface RefusedStep {
  step: 'refused';
  reason: SignupRefusal;
  waitSeconds: number;
}

/**
 * Where a reader is in signing up (decision 077): the form, the form again with its problems and what
 * was typed, the code page (the request's id rides in its hidden field), the subscription made, or a
 * refusal. What the sign-up Server Action answers and the page draws; it holds no number but the one
 * the reader typed into a form with problems, which goes back only to that form.
 */
export type SignupStep =
  | { step: 'start' }
  | { step: 'problems'; values: SignupValues; problems: SignupProblems }
  | { step: 'code'; request: string; subscription: SubscriptionWords | null; problem?: CodeProblem }
  | { step: 'done'; subscription: SubscriptionWords }
  | RefusedStep;

/**
 * Where a reader is in stopping the texts: the form, the number with its problem, the code page (its
 * hidden field a sealed ticket, as long whether or not the phonebook has the number), stopped, or a refusal.
 */
export type StopStep =
  | { step: 'start' }
  | { step: 'problems'; number: string; problem: NumberProblem }
  | { step: 'code'; request: string; problem?: CodeProblem }
  | { step: 'stopped' }
  | RefusedStep;

export const FIRST_STEP = { step: 'start' } as const;

/** Who sent a form of the texts page: the page's language, and the client's address (counted only as a keyed hash). */
export interface SignupVisitor {
  locale: Locale;
  address: string;
}
