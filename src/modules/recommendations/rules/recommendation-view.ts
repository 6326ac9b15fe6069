import type { z } from 'zod';
import type { recommendationViewSchema } from './recommendations-contract';

/** A stored recommendation as the API, the pages and the exports show it (the recommendations contract's answer). */
export type RecommendationView = z.output<typeof recommendationViewSchema>;
