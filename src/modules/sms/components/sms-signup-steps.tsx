import { useTranslations } from 'next-intl';
import { describeWait } from '@/modules/feedback/rules/feedback-limits';
import type { SignupChoices } from '@/modules/sms/rules/signup-choices';
import { SIGNUP_LIMITS, type SignupRefusal } from '@/modules/sms/rules/signup-limits';
import type { CodeProblem, RefusedStep, SignupStep, StopStep, SubscriptionWords } from '@/modules/sms/rules/signup-steps';
import { SmsCodeForm } from './sms-code-form';
import { SmsStepPage } from './sms-step-page';
import { SIGNUP_FIELDS, SmsSubscribeForm } from './sms-subscribe-form';
import { SmsStopForm } from './sms-stop-form';

type Translate = ReturnType<typeof useTranslations<'SmsSignup'>>;

interface StepProps<S> {
  step: Exclude<S, { step: 'start' }>;
  action: (form: FormData) => void;
  pending: boolean;
  /** The texts page's address in the page's language. */
  home: string;
}

const MAX: Partial<Record<SignupRefusal, number>> = { number_limit: SIGNUP_LIMITS.perNumber.answers, too_many_wrong: SIGNUP_LIMITS.wrongCodes };

const codeError = (t: Translate, problem?: CodeProblem) =>
  problem ? (problem.kind === 'format' ? t('codeFormat') : t('wrongCode', { left: problem.left })) : undefined;

const problemsOf = (error: string | undefined, id: string) => (error ? [{ id, text: error }] : undefined);

const describe = (t: Translate, key: 'codeFor' | 'done', words: SubscriptionWords) =>
  t(key, { town: words.town, province: words.province, crop: words.crop, language: words.language === 'tag' ? t('tagalog') : t('english') });

function RefusedPage({ step, home }: { step: RefusedStep; home: string }) {
  const t = useTranslations('SmsSignup');
  const wait = describeWait(step.waitSeconds);
  const text = t(`refusal_${step.reason}`, {
    max: MAX[step.reason] ?? 0,
    minutes: SIGNUP_LIMITS.codeMinutes,
    wait: t(`wait_${wait.unit}`, { count: wait.count }),
  });
  return (
    <SmsStepPage title={t('refusedTitle')} home={home}>
      <p>{text}</p>
    </SmsStepPage>
  );
}

/** A step of signing up: the form again with its problems, the code page, the texts started, or a refusal. */
export function SignupStepPage({
  step,
  action,
  pending,
  home,
  choices,
  consent,
  canStopByText,
}: StepProps<SignupStep> & { choices: SignupChoices; consent: string; canStopByText: boolean }) {
  const t = useTranslations('SmsSignup');
  switch (step.step) {
    case 'problems': {
      const problems = SIGNUP_FIELDS.flatMap(({ field, id }) => (step.problems[field] ? [{ id, text: t(`problem_${field}_${step.problems[field]}`) }] : []));
      return (
        <SmsStepPage title={t('subscribeHeading')} problems={problems} home={home}>
          <SmsSubscribeForm action={action} pending={pending} choices={choices} consent={consent} sent={step} />
        </SmsStepPage>
      );
    }
    case 'code': {
      const error = codeError(t, step.problem);
      return (
        <SmsStepPage title={t('codeTitle')} problems={problemsOf(error, 'sms-code')} home={home}>
          <p>{t('codeSent', { minutes: SIGNUP_LIMITS.codeMinutes })}</p>
          {step.subscription ? <p>{describe(t, 'codeFor', step.subscription)}</p> : null}
          <SmsCodeForm action={action} pending={pending} request={step.request} error={error} submit={t('confirm')} />
          <p>{t('codeMissing')}</p>
        </SmsStepPage>
      );
    }
    case 'done':
      return (
        <SmsStepPage title={t('doneTitle')} home={home}>
          <p>{describe(t, 'done', step.subscription)}</p>
          <p>{t('doneStop', { textStop: canStopByText ? 'yes' : 'no' })}</p>
        </SmsStepPage>
      );
    case 'refused':
      return <RefusedPage step={step} home={home} />;
  }
}

/** A step of stopping the texts: the number with its problem, the code page, stopped, or a refusal. */
export function StopStepPage({ step, action, pending, home }: StepProps<StopStep>) {
  const t = useTranslations('SmsSignup');
  switch (step.step) {
    case 'problems':
      return (
        <SmsStepPage title={t('stopHeading')} problems={problemsOf(t(`problem_number_${step.problem}`), 'sms-stop-number')} home={home}>
          <p>{t('stopLead')}</p>
          <SmsStopForm action={action} pending={pending} sent={step} />
        </SmsStepPage>
      );
    case 'code': {
      const error = codeError(t, step.problem);
      return (
        <SmsStepPage title={t('stopCodeTitle')} problems={problemsOf(error, 'sms-code')} home={home}>
          <p>{t('stopCodeSent', { minutes: SIGNUP_LIMITS.codeMinutes })}</p>
          <SmsCodeForm action={action} pending={pending} request={step.request} error={error} submit={t('stopConfirm')} />
        </SmsStepPage>
      );
    }
    case 'stopped':
      return (
        <SmsStepPage title={t('stoppedTitle')} home={home}>
          <p>{t('stopped')}</p>
        </SmsStepPage>
      );
    case 'refused':
      return <RefusedPage step={step} home={home} />;
  }
}
