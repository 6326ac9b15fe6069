import { z } from 'zod';
import { BULLETIN_LANGUAGES } from '@/modules/bulletins/rules/bulletin-document';

export const DRAFT_RUN_STATES = ['queued', 'composing', 'ready', 'failed', 'replaced'] as const;
export type DraftRunState = (typeof DRAFT_RUN_STATES)[number];

/**
 * Which drafts the portal composes when an issue lands: the office's choice, kept in `app_setting`.
 * An empty province list means every province of the region.
 */
export const draftPlanSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    crops: z.array(z.string().trim().min(1).max(60)).max(20, 'at most 20 crops'),
    languages: z.array(z.enum(BULLETIN_LANGUAGES, { error: 'languages must be en or tag' })).min(1, 'choose at least one language'),
    provinces: z.array(z.string().regex(/^\d{10}$/, 'provinces must be PSGC codes of 10 digits')).max(10),
  })
  .strict()
  .refine((plan) => !plan.enabled || plan.crops.length > 0, { message: 'choose at least one crop, or turn the drafts off', path: ['crops'] });
export type DraftPlan = z.output<typeof draftPlanSchema>;

/** Rice and corn, English and Tagalog, every place: what most offices publish first. */
export const DEFAULT_DRAFT_PLAN: DraftPlan = { enabled: true, crops: ['rice', 'corn'], languages: ['en', 'tag'], provinces: [] };

export const DRAFT_PLAN_KEY = 'drafts.plan';

export interface DraftSkip {
  place: string;
  crop: string;
  language: (typeof BULLETIN_LANGUAGES)[number];
  reason: string;
}

/** Reads the stored plan; anything unreadable (an older shape, a hand edit) falls back to the default. */
export function readDraftPlan(stored: string | null | undefined): DraftPlan {
  if (!stored) return DEFAULT_DRAFT_PLAN;
  try {
    const parsed = draftPlanSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_DRAFT_PLAN;
  } catch {
    return DEFAULT_DRAFT_PLAN;
  }
}
