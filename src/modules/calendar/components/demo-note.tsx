import { FlaskConical } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** Says plainly that what is shown is the sample set, not the office's advice. */
export async function DemoNote() {
  const t = await getTranslations('Calendar');
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md border border-warning bg-amber-50 p-3 text-sm" data-testid="demo-note">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{t('demoNote')}</span>
    </p>
  );
}
