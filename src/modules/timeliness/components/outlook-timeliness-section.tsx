import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { formatDate } from '@/platform/format/manila-time';
import type { OutlookTimeliness, ProvinceRef } from '@/modules/timeliness/rules/outlook-timeliness';
import { CYCLONE_LATE_AFTER_HOURS, lastOnTimeDay } from '@/modules/timeliness/rules/publication-delay';
import { OutlookBulletinsTable } from './outlook-bulletins-table';
import { PlacesWithoutBulletin } from './places-without-bulletin';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Hours and minutes from one time to another, as staff read a delay: "2 h 05 min", "35 min". */
function after(from: string, to: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** One outlook: what and when it was, how many of its bulletins were late, each published bulletin, and the places still without one. */
export function OutlookTimelinessSection({ outlook, province }: { outlook: OutlookTimeliness; province: ProvinceRef | null }) {
  const { issue, counts } = outlook;
  const headingId = `outlook-${issue.key}`;
  const where = province ? ` in ${province.name}` : '';
  const loads = issue.issuanceIds.length;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-lg border border-neutral-300 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-primary-dark">
        {outlook.kind}: {outlook.label}
      </h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Began</dt>
        <dd>
          {formatDate(issue.validFrom, 'en')};{' '}
          {issue.type === 'special_weather' && issue.issuedAt
            ? `bulletins published more than ${CYCLONE_LATE_AFTER_HOURS} hours after the advisory was issued are late`
            : `bulletins published after ${formatDate(lastOnTimeDay(issue.validFrom), 'en')} are late`}
        </dd>
        <dt className="font-medium">Ends</dt>
        <dd>{formatDate(issue.validTo, 'en')}</dd>
        <dt className="font-medium">Issued</dt>
        <dd>{issue.issuedAt ? staffDateTime(issue.issuedAt) : formatDate(issue.forecastDate, 'en')}</dd>
        <dt className="font-medium">Loaded</dt>
        <dd>
          {staffDateTime(issue.firstLoadedAt)}
          {loads > 1 ? ` (${loads} loads, the last ${staffDateTime(issue.lastLoadedAt)})` : ''}
        </dd>
        <dt className="font-medium">Drafts ready</dt>
        <dd>
          {outlook.draftsReadyAt
            ? `${staffDateTime(outlook.draftsReadyAt)} (${after(issue.firstLoadedAt, outlook.draftsReadyAt)} after loading)`
            : 'None composed by the portal'}
        </dd>
        <dt className="font-medium">First published{where}</dt>
        <dd>
          {outlook.firstPublishedAt
            ? `${staffDateTime(outlook.firstPublishedAt)} (${after(issue.firstLoadedAt, outlook.firstPublishedAt)} after loading)`
            : 'Not yet'}
        </dd>
        <dt className="font-medium">First texted{where}</dt>
        <dd>
          {outlook.firstTextedAt
            ? `${staffDateTime(outlook.firstTextedAt)} (${after(issue.firstLoadedAt, outlook.firstTextedAt)} after loading)`
            : 'No text sent'}
        </dd>
        <dt className="font-medium">Bulletins{where}</dt>
        <dd>
          {counts.bulletins} published: {counts.onTime} on time, {counts.late} late; {plural(outlook.withoutBulletin.length, 'place', 'places')} without one
        </dd>
      </dl>
      {outlook.published.length > 0 ? (
        <OutlookBulletinsTable outlook={outlook} />
      ) : (
        <p className="mt-3 text-sm">No bulletin of this outlook has been published{where} yet.</p>
      )}
      <PlacesWithoutBulletin outlook={outlook} where={where} />
    </section>
  );
}
