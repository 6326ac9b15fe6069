import 'server-only';
import { nextBulletinNumber } from '@/modules/weather/rules/next-bulletin-number';
import type { Queryable } from '@/platform/db/database';
import { getRecommendationCoverage } from '@/modules/recommendations/server/get-recommendation-coverage';
import type { IssuanceSummary, IssuanceType } from '@/modules/weather/server/find-issuance';
import type { CycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';

/**
 * What an outlook type shows the public now. `ended`: a 10-day or seasonal outlook past its last day, or
 * an active cyclone's advisory past its validity (pages say it may be out of date). `no_cyclone`: the
 * latest advisory says no cyclone is active, which is a state of the region, not an outlook that ends.
 */
export type OutlookStatus = 'none' | 'current' | 'ended' | 'no_cyclone';

/** What staff do next about it, and the staff page where they do it. */
export interface NextStep {
  kind: 'upload' | 'encode' | 'advisory' | 'fill_gaps';
  href: string;
  /** The public sees nothing, or something that has ended, until this is done. */
  urgent: boolean;
  /** For `advisory` while a cyclone is active: the number the next bulletin will most likely carry. */
  bulletinNumber?: string;
}

export interface OutlookState {
  type: IssuanceType;
  status: OutlookStatus;
  /** The issuance the public sees now, with its validity; null when none was ever loaded. */
  issuance: IssuanceSummary | null;
  /** When the office loaded it (ISO): the outlook's age is counted from here. */
  loadedAt: string | null;
  next: NextStep[];
}

export interface AdviceGaps {
  /** Rows of the coverage view: crop × stage × forecast combinations without advice, each for some places. */
  gaps: number;
  /** Place × crop × stage needs of the latest outlooks with no recommendation. */
  uncovered: number;
  checked: number;
  /** Forecasts with no general advice for every crop (bulletins fall back on it). */
  triggersWithoutGeneral: number;
  next: NextStep | null;
}

export interface RegionState {
  /** When it was read (ISO): the dashboard says "as of". */
  checkedAt: string;
  outlooks: OutlookState[];
  cyclone: CycloneStatus | null;
  gaps: AdviceGaps;
}

/** The order the office works in: the 10-day outlook changes most often, the cyclone when one is near. */
const ORDER: readonly IssuanceType[] = ['ten_day', 'seasonal', 'special_weather'];
const WEATHER_PAGES: Record<'ten_day' | 'seasonal', string> = { ten_day: '/admin/weather/ten-day', seasonal: '/admin/weather/seasonal' };
const SPECIAL_PAGE = '/admin/weather/special';
const COVERAGE_PAGE = '/admin/recommendations/coverage';

function statusOf(issuance: IssuanceSummary | null, cyclone: CycloneStatus | null): OutlookStatus {
  if (!issuance) return 'none';
  if (issuance.type === 'special_weather' && !cyclone?.active) return 'no_cyclone';
  return issuance.expired ? 'ended' : 'current';
}

function nextSteps(type: IssuanceType, status: OutlookStatus, cyclone: CycloneStatus | null): NextStep[] {
  if (type === 'special_weather') {
    // While a cyclone is active the form opens pre-filled with the next bulletin's number; without one,
    // a new advisory is only needed when PAGASA raises one, so it is offered but never urgent.
    const number = cyclone?.active ? nextBulletinNumber(cyclone.bulletinNumber) : null;
    return [{ kind: 'advisory', href: SPECIAL_PAGE, urgent: status === 'ended', ...(number?.incremented ? { bulletinNumber: number.value } : {}) }];
  }
  const page = WEATHER_PAGES[type];
  const urgent = status !== 'current';
  // Workbooks from PAGASA first (the usual way); hand entry when only a printed outlook came.
  return [
    { kind: 'upload', href: `${page}#upload`, urgent },
    { kind: 'encode', href: `${page}#encode`, urgent: false },
  ];
}

/**
 * The state of the region for the staff dashboard, from the readers the weather screens and the
 * coverage view already use (so the dashboard can never disagree with them): each outlook type's live
 * issuance with its age, end and status, the active cyclone with its signals, and the advice gaps of
 * the latest outlooks, each with the next step and the page to take it on.
 */
export async function getRegionState(db: Queryable): Promise<RegionState> {
  const [states, coverage] = await Promise.all([getOutlookStates(db), getRecommendationCoverage(db)]);
  const outlooks = ORDER.map((type): OutlookState => {
    const issuance = states.latest[type];
    const status = statusOf(issuance, states.cyclone);
    return {
      type,
      status,
      issuance,
      loadedAt: issuance ? new Date(issuance.dateCreated._seconds * 1000).toISOString() : null,
      next: nextSteps(type, status, states.cyclone),
    };
  });
  const uncovered = coverage.checked - coverage.covered;
  const triggersWithoutGeneral = coverage.triggersWithoutGeneral.length;
  return {
    checkedAt: new Date().toISOString(),
    outlooks,
    cyclone: states.cyclone,
    gaps: {
      gaps: coverage.gaps.length,
      uncovered,
      checked: coverage.checked,
      triggersWithoutGeneral,
      // Missing advice for places the outlooks reach now is urgent; general advice missing for a
      // forecast that may come is worth filling but does not block today's bulletins.
      next: uncovered > 0 || triggersWithoutGeneral > 0 ? { kind: 'fill_gaps', href: COVERAGE_PAGE, urgent: uncovered > 0 } : null,
    },
  };
}
