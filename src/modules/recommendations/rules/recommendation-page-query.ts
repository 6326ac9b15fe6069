import { recommendationListSchema, type RecommendationListQuery } from './recommendation-input';

/** Rows per page the staff table offers: short enough to scan on a laptop, long enough to compare. */
export const RECOMMENDATION_PAGE_SIZES = [25, 50] as const;
export type RecommendationPageSize = (typeof RECOMMENDATION_PAGE_SIZES)[number];
export const DEFAULT_RECOMMENDATION_PAGE_SIZE: RecommendationPageSize = 25;

export const RECOMMENDATIONS_PATH = '/admin/recommendations';

/** The table's filters, as the search API and `listRecommendations` take them. */
export type RecommendationFilters = Omit<RecommendationListQuery, 'limit' | 'offset'>;

export interface RecommendationPageQuery {
  filters: RecommendationFilters;
  /** 1-based; may be past the last page (a bookmark from before rows were deleted). */
  page: number;
  perPage: RecommendationPageSize;
}

/** In the order they appear in the address, so one filtered view has one address. */
const FILTER_KEYS = ['q', 'type', 'crop', 'stage', 'trigger', 'missingTagalog'] as const satisfies readonly (keyof RecommendationFilters)[];

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The staff table's address (`?type=tenday&crop=rice&stage=veg&q=drain&page=2&perPage=50`) → its query.
 * Each parameter is checked on its own, so one it does not understand (a crop renamed since the link was
 * shared, a page of `abc`) is dropped and named in `ignored` while the others still apply. Parameters it
 * does not know at all (such as the editor's `saved=`) are left alone. The older `offset=` links still
 * open the page that holds that row.
 */
export function parseRecommendationPageQuery(raw: RawQuery): { query: RecommendationPageQuery; ignored: string[] } {
  const ignored: string[] = [];
  const value = (key: string): string | undefined => {
    const given = raw[key];
    if (given === undefined || given === '') return undefined;
    if (typeof given !== 'string') {
      ignored.push(key);
      return undefined;
    }
    return given;
  };

  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const given = value(key);
    if (given === undefined) continue;
    const parsed = recommendationListSchema.shape[key].safeParse(given);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') filters[key] = parsed.data;
    else if (!parsed.success) ignored.push(key);
  }

  const givenSize = value('perPage');
  const perPage = RECOMMENDATION_PAGE_SIZES.find((size) => String(size) === givenSize) ?? DEFAULT_RECOMMENDATION_PAGE_SIZE;
  if (givenSize !== undefined && String(perPage) !== givenSize) ignored.push('perPage');

  const whole = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : undefined);
  const givenPage = value('page');
  let page = whole(givenPage);
  if (givenPage !== undefined && (page === undefined || page < 1)) {
    ignored.push('page');
    page = undefined;
  }
  const offset = whole(value('offset'));
  if (page === undefined && offset !== undefined) page = Math.floor(offset / perPage) + 1;

  return { query: { filters: filters, page: page ?? 1, perPage }, ignored };
}

/** The address of a view of the table: only what differs from the defaults, filters first, page last. */
export function recommendationPageHref(query: RecommendationPageQuery, change: { page?: number; perPage?: RecommendationPageSize } = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const given = query.filters[key];
    if (given !== undefined && given !== '') params.set(key, String(given));
  }
  const perPage = change.perPage ?? query.perPage;
  if (perPage !== DEFAULT_RECOMMENDATION_PAGE_SIZE) params.set('perPage', String(perPage));
  const page = change.page ?? query.page;
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${RECOMMENDATIONS_PATH}?${search}` : RECOMMENDATIONS_PATH;
}

/**
 * The page numbers to link: all of them when few, else the first, the last and two either side of the
 * current one, with `null` where numbers are left out (shown as an ellipsis).
 */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => current + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}
