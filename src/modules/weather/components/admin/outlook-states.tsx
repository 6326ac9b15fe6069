import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { formatDate, formatDateRange, formatElapsed, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import type { IssuanceSummary, IssuanceType } from '@/modules/weather/server/find-issuance';
import type { OutlookStates } from '@/modules/weather/server/get-outlook-states';

const TYPE_LABELS: Record<IssuanceType, string> = { ten_day: '10-day', seasonal: 'Seasonal', special_weather: 'Special (cyclone)' };

function period(issuance: IssuanceSummary): string {
  if (issuance.type === 'seasonal') return `${formatMonth(issuance.validFrom, 'en')} – ${formatMonth(issuance.validTo, 'en')}`;
  if (issuance.type === 'ten_day') return formatDateRange(issuance.validFrom, issuance.validTo, 'en');
  return issuance.dateRange;
}

/** What the office must know before loading more: per type, its age, its end, and what the public is told. */
function stateOf(issuance: IssuanceSummary, cyclone: OutlookStates['cyclone']): { ends: string; state: string; warn: boolean } {
  if (issuance.type === 'special_weather') {
    if (!cyclone?.active) return { ends: '—', state: 'No active cyclone: no banner on public pages.', warn: false };
    const until = formatManilaDateTime(issuance.validUntil, 'en');
    return issuance.expired
      ? {
          ends: `Out of date since ${until}`,
          state: `Active cyclone ${cyclone.name}, advisory out of date: pages show "it may be out of date". Load the newest advisory.`,
          warn: true,
        }
      : { ends: `Current until ${until}`, state: `Active cyclone ${cyclone.name}: the banner is on every public page.`, warn: false };
  }
  const end = formatDate(issuance.validTo, 'en');
  return issuance.expired
    ? { ends: `Ended on ${end}`, state: 'Ended: public pages say so, and bulletins from it need a confirmation. Load a newer one.', warn: true }
    : { ends: `Ends on ${end}`, state: 'Current.', warn: false };
}

/** The state of the outlooks the public sees, for staff (English, like the rest of the staff screens). */
export function OutlookStatesTable({ states, types }: { states: OutlookStates; types: IssuanceType[] }) {
  return (
    <TableRegion label="What the public sees now" data-testid="outlook-states" className="mb-8">
      <Table className="w-full min-w-[720px]">
        <TableCaption>What the public sees now</TableCaption>
        <TableHeadings headings={['Outlook', 'Period', 'Loaded', 'Ends', 'State']} />
        <TableBody>
          {types.map((type) => {
            const issuance = states.latest[type];
            const loaded = issuance ? issuance.dateCreated._seconds * 1000 : 0;
            const state = issuance ? stateOf(issuance, states.cyclone) : null;
            return (
              <TableRow key={type} className="align-top" data-type={type}>
                <TableHead scope="row" className="font-medium">
                  {TYPE_LABELS[type]}
                </TableHead>
                {issuance && state ? (
                  <>
                    <TableCell>{period(issuance)}</TableCell>
                    <TableCell>
                      {formatManilaDateTime(loaded, 'en')}
                      <span className="block text-neutral-700">{formatElapsed(loaded, 'en')}</span>
                    </TableCell>
                    <TableCell>{state.ends}</TableCell>
                    <TableCell className={state.warn ? 'font-semibold text-warning' : undefined}>
                      {state.warn ? <span className="mr-1 rounded bg-amber-100 px-1 text-xs text-neutral-900 uppercase">Attention</span> : null}
                      {state.state}
                    </TableCell>
                  </>
                ) : (
                  <TableCell colSpan={4}>None loaded: public pages say so.</TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
