import 'server-only';
import type { RecommendationPageQuery, RecommendationPageSize } from '@/modules/recommendations/rules/recommendation-page-query';
import type { Queryable } from '@/platform/db/database';
import { listRecommendations, type RecommendationList } from './list-recommendations';

export interface RecommendationPage extends RecommendationList {
  page: number;
  perPage: RecommendationPageSize;
  /** At least 1, so "page 1 of 1" reads right when nothing matches. */
  pages: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when none is. */
  from: number;
  to: number;
  /** The page asked for is past the last one: no rows, and the table says so with a way back. */
  outOfRange: boolean;
}

/** One page of the staff table: the filters of `listRecommendations`, counted, cut into pages. */
export async function pageRecommendations(db: Queryable, query: RecommendationPageQuery): Promise<RecommendationPage> {
  const offset = (query.page - 1) * query.perPage;
  const list = await listRecommendations(db, { ...query.filters, limit: query.perPage, offset });
  const pages = Math.max(1, Math.ceil(list.total / query.perPage));
  const shown = list.rows.length;
  return {
    ...list,
    page: query.page,
    perPage: query.perPage,
    pages,
    from: shown > 0 ? offset + 1 : 0,
    to: shown > 0 ? offset + shown : 0,
    outOfRange: query.page > pages,
  };
}
