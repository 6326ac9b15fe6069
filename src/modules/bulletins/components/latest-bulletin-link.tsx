import { FileText } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { localeOfLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { getPathname } from '@/i18n/navigation';
import type { LatestBulletin } from '@/modules/bulletins/server/find-latest-bulletin';

/**
 * One click from a place's outlook or calendar to its newest bulletin of the same type, in the
 * reader's language when there is one; nothing while there is none. The page looks it up
 * (`findLatestBulletin`) and hands in the promise.
 */
export async function LatestBulletinLink({
  municipality,
  latest: lookup,
}: {
  municipality: { psgc: string; name: string };
  latest: Promise<LatestBulletin | null>;
}) {
  const latest = await lookup;
  if (!latest) return null;
  const t = await getTranslations('Bulletins');
  const href = getPathname({ locale: await getLocale(), href: `/bulletins/${latest.id}` });
  return (
    <p className="mb-4 flex items-center gap-2 text-sm" data-testid="latest-bulletin">
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      <a href={href}>
        {t.rich('latest', {
          place: municipality.name,
          title: latest.title,
          period: latest.period,
          // The bulletin's title and period are in its own language, which may not be the page's.
          own: (chunks) => <span lang={localeOfLanguage(latest.language)}>{chunks}</span>,
        })}
      </a>
    </p>
  );
}
