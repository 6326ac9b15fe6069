import type { z } from 'zod';
import type { alertReviewSchema, recommendationStaffViewSchema, recommendationViewSchema } from './recommendations-contract';

/** A stored recommendation as the API, the pages and the exports show it (the recommendations contract's answer). */
export type RecommendationView = z.output<typeof recommendationViewSchema>;

/** Where a recommendation stands for the CAP alerts' instructions, with the version they carry (decision 090). */
export type AlertReview = z.output<typeof alertReviewSchema>;

/** A recommendation as the staff pages show it: with who changed it last and its standing for the CAP alerts. */
export type RecommendationStaffView = z.output<typeof recommendationStaffViewSchema>;
