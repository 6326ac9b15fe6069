import { FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { localeOfLanguage } from '@/domain/bulletins/bulletin-document';
import { getDb } from '@/server/db/get-db';
import { findLatestBulletin } from '@/server/bulletins/find-latest-bulletin';

/** One click from a place's outlook or calendar to its newest bulletin; nothing while there is none. */
export async function LatestBulletinLink({ municipality, crop }: { municipality: { psgc: string; name: string }; crop?: string }) {
  const latest = await findLatestBulletin(await getDb(), municipality.psgc, crop);
  if (!latest) return null;
  const t = await getTranslations('Bulletins');
  return (
    <p className="mb-4 flex items-center gap-2 text-sm" data-testid="latest-bulletin">
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      <a href={`/bulletins/${latest.id}`}>{t.rich('latest', {
          place: municipality.name,
          title: latest.title,
          period: latest.period,
          // The bulletin's title and period are in its own language, which may not be the page's.
          own: (chunks) => <span lang={localeOfLanguage(latest.language)}>{chunks}</span>,
        })}</a>
    </p>
  );
}
