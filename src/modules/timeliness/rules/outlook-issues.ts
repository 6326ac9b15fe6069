import { formatDateRange, formatMonth } from '@/platform/format/manila-time';
import { isSamePeriod, type OutlookPeriod, type OutlookType } from '@/modules/weather/rules/issuance-coverage';

export const OUTLOOK_KIND_LABELS: Record<OutlookType, string> = {
  ten_day: '10-day outlook',
  seasonal: 'Seasonal outlook',
  special_weather: 'Cyclone advisory',
};

/** One stored load of an outlook (a `weather_issuance` row), with a cyclone advisory's bulletin. */
export interface IssuanceHeader {
  id: string;
  type: OutlookType;
  forecastDate: string;
  validFrom: string;
  validTo: string;
  dateCreated: Date | string;
  /** Cyclone advisories only: null name or number for "no active cyclone". */
  cyclone?: { name: string | null; number: string | null; issuedAt: Date | string | null } | null;
}

/**
 * One outlook as PAGASA issued it. The portal may load it several times (a province at a time, a
 * correction), each load carrying the rest forward (decision 024), and staff make bulletins from
 * whichever load was live: its bulletins are those of all its loads.
 */
export interface OutlookIssue {
  /** Its first load's id: a name for the outlook that later loads do not change. */
  key: string;
  type: OutlookType;
  /** The day the outlook begins: delays are counted from it. */
  validFrom: string;
  validTo: string;
  forecastDate: string;
  cyclone: { name: string; number: string } | null;
  /** A cyclone advisory's issue time (ISO); null for the others. */
  issuedAt: string | null;
  issuanceIds: string[];
  firstLoadedAt: string;
  lastLoadedAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function bulletinOf(header: IssuanceHeader): OutlookIssue['cyclone'] {
  const { name, number } = header.cyclone ?? {};
  return name && number ? { name, number } : null;
}

const periodOf = (issue: Pick<OutlookIssue, 'validFrom' | 'validTo' | 'cyclone'>): OutlookPeriod => ({
  validFrom: issue.validFrom,
  validTo: issue.validTo,
  bulletin: issue.cyclone,
});

/**
 * The loads grouped into outlooks by the rule that decides whether a write continues an outlook
 * (`isSamePeriod`: a seasonal outlook by its first month, a 10-day one by its window, an advisory by
 * cyclone and bulletin number); newest outlook first (by its first day, then its latest load).
 */
export function groupOutlookIssues(headers: readonly IssuanceHeader[]): OutlookIssue[] {
  const issues: OutlookIssue[] = [];
  const inOrder = [...headers].sort((a, b) => iso(a.dateCreated).localeCompare(iso(b.dateCreated)));
  for (const header of inOrder) {
    const load = { validFrom: header.validFrom, validTo: header.validTo, cyclone: bulletinOf(header) };
    const issue = issues.find((found) => found.type === header.type && isSamePeriod(header.type, periodOf(found), periodOf(load)));
    const loadedAt = iso(header.dateCreated);
    if (issue) {
      // The latest load is what the public saw last: its dates stand for the outlook.
      Object.assign(issue, { validTo: header.validTo, forecastDate: header.forecastDate, lastLoadedAt: loadedAt });
      issue.issuanceIds.push(header.id);
      continue;
    }
    issues.push({
      key: header.id,
      type: header.type,
      ...load,
      forecastDate: header.forecastDate,
      issuedAt: header.cyclone?.issuedAt ? iso(header.cyclone.issuedAt) : null,
      issuanceIds: [header.id],
      firstLoadedAt: loadedAt,
      lastLoadedAt: loadedAt,
    });
  }
  return issues.sort((a, b) => b.validFrom.localeCompare(a.validFrom) || b.lastLoadedAt.localeCompare(a.lastLoadedAt));
}

/** What the outlook is about, for staff: `November 2 – 11, 2026`, `November 2026 – April 2027`, `Bagyong Pepito, bulletin 7`. */
export function outlookIssueLabel(issue: Pick<OutlookIssue, 'type' | 'validFrom' | 'validTo' | 'cyclone'>): string {
  if (issue.type === 'ten_day') return formatDateRange(issue.validFrom, issue.validTo, 'en');
  if (issue.type === 'seasonal') return `${formatMonth(issue.validFrom, 'en')} – ${formatMonth(issue.validTo, 'en')}`;
  return issue.cyclone ? `${issue.cyclone.name}, bulletin ${issue.cyclone.number}` : 'No active cyclone';
}
