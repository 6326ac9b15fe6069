import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** Where the page moves focus when a step is drawn: the list of problems, else the heading. */
export const STEP_FOCUS_IDS = ['sms-problems', 'sms-step-heading'] as const;

/**
 * One step of signing up or stopping, drawn in place of the texts page's forms: its heading, the
 * problems listed first with links to their fields, its words and form, and the way back to the texts
 * page. Without script the browser focuses the problems (or the heading) itself; with script
 * SmsSignupFlows does. The document keeps the page's title: Next writes it from the metadata.
 */
export function SmsStepPage({
  title,
  problems,
  home,
  children,
}: {
  title: string;
  problems?: readonly { id: string; text: string }[];
  home: string;
  children: ReactNode;
}) {
  const t = useTranslations('SmsSignup');
  return (
    <div className="max-w-2xl">
      <h1 id="sms-step-heading" tabIndex={-1} autoFocus={!problems} className="text-2xl font-bold text-primary-dark sm:text-3xl">
        {title}
      </h1>
      {problems ? (
        <div id="sms-problems" tabIndex={-1} autoFocus aria-labelledby="sms-problems-heading" className="mt-4 rounded-md border-4 border-error p-4">
          <h2 id="sms-problems-heading" className="text-lg font-bold">
            {t('problemsHeading')}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {problems.map((problem) => (
              <li key={problem.id}>
                <a href={`#${problem.id}`}>{problem.text}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 grid gap-4">{children}</div>
      <p className="mt-6">
        <a href={home} className="inline-flex min-h-11 items-center font-semibold">
          {t('back')}
        </a>
      </p>
    </div>
  );
}
