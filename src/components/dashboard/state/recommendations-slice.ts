import type { AdviceQuery } from '@/domain/bulletins/bulletin-plan';
import type { RecommendationView } from '@/domain/recommendations/recommendation-view';
import { createLoadSlice, createLoadThunk, EMPTY_DATA, loadJson, queryOf, type LoadState } from './load-cycle';

/** `key` is the query (adviceQueryKey). */
export type RecommendationsState = LoadState<RecommendationView[]>;

/** One text per query, the same whatever order its fields were written in. */
export const adviceQueryKey = (query: AdviceQuery) => JSON.stringify([query.type, query.crop, [...query.stages].sort(), query.forecast ?? null]);

/** The recommendations by type, crop, stages (with general advice) and forecast (GET /api/recommendations). */
export const fetchRecommendations = createLoadThunk<RecommendationView[], AdviceQuery>('recommendations', adviceQueryKey, (query) =>
  loadJson<RecommendationView[]>(
    `/api/recommendations${queryOf({ type: query.type, crop: query.crop, stages: query.stages.join(','), forecast: query.forecast })}`,
    {
      failed: 'The recommendations could not be loaded.',
      empty: 'No recommendation is written for this crop, its stages and this forecast.',
      // Spec §5: an empty recommendations list fails with `Received empty data`.
      emptyReason: EMPTY_DATA,
      isEmpty: (list) => list.length === 0,
    },
  ),
);

export const recommendationsSlice = createLoadSlice('recommendations', fetchRecommendations, adviceQueryKey);
