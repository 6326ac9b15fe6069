import { Ban } from 'lucide-react';
import { withdrawnLines } from '@/modules/bulletins/rules/approval-lines';
import { localeOfLanguage, type BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';

/**
 * Said first on a withdrawn bulletin's page, which keeps its address (printed copies and shared links
 * point there): when it was withdrawn, in Philippine time, and not to follow it. A note read in the
 * page's order, not an alert: nothing changed while the reader was on the page.
 */
export function WithdrawnNotice({ language, withdrawnAt, reason }: { language: BulletinLanguage; withdrawnAt: Date; reason?: string | null }) {
  const [notice, because] = withdrawnLines(withdrawnAt, language, reason);
  return (
    <div
      role="note"
      lang={localeOfLanguage(language)}
      className="mb-4 flex items-start gap-3 rounded-lg border-2 border-error bg-red-50 p-4 text-neutral-900"
      data-testid="withdrawn-notice"
    >
      <Ban aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-error" />
      <div>
        <p className="font-bold">{notice}</p>
        {because ? <p className="mt-1">{because}</p> : null}
      </div>
    </div>
  );
}
