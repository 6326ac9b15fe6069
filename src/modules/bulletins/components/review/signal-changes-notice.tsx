import { TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import type { SignalChange } from '@/modules/bulletins/server/review/list-signal-changes';

/** On the staff desk after a new advisory: how many bulletins no longer carry their place's signal, one step from remaking them. */
export async function SignalChangesNotice({ changes: reading }: { changes: Promise<SignalChange[]> }) {
  const changes = await reading;
  if (changes.length === 0) return null;
  const places = [...new Set(changes.map((change) => change.place))];
  return (
    <p className="mb-6 flex items-start gap-2 rounded-lg border-2 border-warning p-3" role="status" data-testid="signal-changes-notice">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <span>
        The signal changed for {places.length === 1 ? places[0] : `${places.length} places`} since{' '}
        {changes.length === 1 ? 'its bulletin was' : `${changes.length} bulletins were`} made.{' '}
        <Link href="/admin/review#signal-changed" prefetch={false} className="font-semibold">
          Remake them as one batch
        </Link>
      </span>
    </p>
  );
}
