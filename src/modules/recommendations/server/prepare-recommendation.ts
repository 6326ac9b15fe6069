import 'server-only';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { parseTrigger } from '@/modules/recommendations/rules/parse-trigger';
import type { RecommendationInput } from '@/modules/recommendations/rules/recommendation-input';
import type { RecommendationDraft } from '@/modules/recommendations/rules/recommendation-types';
import { richTextToPlain, toRichText } from '@/modules/recommendations/rules/rich-text';
import { AppError } from '@/platform/errors/app-error';

/** Checks an editor or API input against the crop's stages and the type's triggers, and sanitises its texts. */
export function prepareRecommendation(input: RecommendationInput): RecommendationDraft {
  const problems: string[] = [];
  // A null crop is advice for every crop; a null stage, general advice for the trigger.
  const crop = input.crop === null ? null : findCrop(input.crop);
  if (input.crop !== null && !crop) problems.push(`crop: unknown crop "${input.crop}"`);
  else if (crop && input.stage !== null && !crop.stages.some((s) => s.code === input.stage)) {
    problems.push(`stage: ${crop.name.en} has no stage "${input.stage}" (it has ${crop.stages.map((s) => s.code).join(', ')}, or general)`);
  }
  const trigger = input.trigger ? parseTrigger(input.type, input.trigger) : null;
  if (trigger === undefined) problems.push(`trigger: "${input.trigger}" is not a ${input.type === 'special' ? 'wind signal' : 'condition code'}`);
  // Operation and SMS are plain text: any markup in them is dropped, its text kept.
  const farmOperation = richTextToPlain(input.farmOperation);
  if (farmOperation === '') problems.push('farmOperation: nothing is left once markup is removed');
  const practiceEn = toRichText(input.practiceEn);
  if (practiceEn === '') problems.push('practiceEn: nothing is left once unsafe markup is removed');
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${problems.join('; ')}.`, { details: { problems } });
  return {
    type: input.type,
    cropKey: crop?.key ?? null,
    stage: input.stage,
    farmOperation,
    trigger: trigger ?? null,
    risk: input.risk,
    impactEn: toRichText(input.impactEn),
    impactTl: toRichText(input.impactTl),
    practiceEn,
    practiceTl: toRichText(input.practiceTl),
    sms: input.sms ? richTextToPlain(input.sms) || null : null,
  };
}
