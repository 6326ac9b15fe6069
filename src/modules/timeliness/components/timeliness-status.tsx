import { CircleAlert, CircleCheck } from 'lucide-react';
import type { BulletinTimeliness } from '@/modules/timeliness/rules/outlook-timeliness';

/** Late or on time in words, with an icon: red for late, but never by colour alone; a withdrawn bulletin says so. */
export function TimelinessStatus({ bulletin }: { bulletin: Pick<BulletinTimeliness, 'late' | 'withdrawn'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      {bulletin.late ? (
        <strong className="inline-flex items-center gap-1 text-error">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          Late
        </strong>
      ) : (
        <span className="inline-flex items-center gap-1 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          On time
        </span>
      )}
      {bulletin.withdrawn ? <span className="text-neutral-700">(withdrawn)</span> : null}
    </span>
  );
}
