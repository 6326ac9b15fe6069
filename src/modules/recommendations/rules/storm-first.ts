import type { WindSignal } from '@/modules/weather/rules/conditions';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import type { RecommendationType, RiskLabel } from './recommendation-types';

/** Risks of too little water: advice about them prepares for the opposite of a cyclone. */
const DRY_RISKS: ReadonlySet<RiskLabel> = new Set(['dry_condition', 'dry_spell', 'drought', 'water_shortage_risk']);

/** Outlooks of little or no rain (way below and below normal): their advice is written for dry days. */
const DRY_TRIGGERS: ReadonlySet<string> = new Set(['wb_normal', 'b_normal']);

/**
 * Words of advice that saves, stores or adds water, in English and Tagalog. Read in the text with its
 * markup removed, so that advice written under a near-normal outlook ("irrigate where the soil dries")
 * is caught too.
 */
const WATER_WORDS: readonly RegExp[] = [
  /\birrigat/i,
  /\brain ?water\b/i,
  /\bcatch (the )?rain/i,
  /\bstore (the )?(rain|water)/i,
  /\bsav(e|ing) water\b/i,
  /\bwater[- ]saving\b/i,
  /\bextra water\b/i,
  /patubig/i,
  /tubig[- ]ulan/i,
  /\bmag-?ipon ng tubig/i,
  /\bipunin ang tubig/i,
  /\bmagtipid (ng|sa) tubig/i,
];

export interface AdviceToWeigh {
  type: RecommendationType;
  trigger: string | null;
  risk: RiskLabel | null;
  /** The advice's texts as written (HTML fragments or plain text), in any language. */
  texts: readonly string[];
}

/**
 * Whether a piece of advice contradicts what to do under a cyclone signal: advice for dry weather (a dry
 * risk, a way-below or below-normal outlook) or advice that saves, stores or adds water. Cyclone advice
 * itself never does. Such advice is not dropped (it holds once the storm has passed) but it is never
 * given first, nor without saying that the storm's advice comes first.
 */
export function contradictsStorm(advice: AdviceToWeigh): boolean {
  if (advice.type === 'special') return false;
  if (advice.risk && DRY_RISKS.has(advice.risk)) return true;
  if (advice.trigger && DRY_TRIGGERS.has(advice.trigger)) return true;
  const plain = advice.texts.join(' ').replace(/<[^>]*>/g, ' ');
  return WATER_WORDS.some((words) => words.test(plain));
}

/** Where a piece of advice goes while a signal is up: the storm's first, then what still holds, then what waits. */
export type StormPlace = 'storm' | 'meanwhile' | 'after_storm';

/** The one rule every product follows (pages, bulletins, texts, the open API). Without a raised signal everything is `meanwhile`. */
export function stormPlace(advice: AdviceToWeigh, signal: WindSignal | null | undefined): StormPlace {
  if (advice.type === 'special') return 'storm';
  if (!isRaisedSignal(signal)) return 'meanwhile';
  return contradictsStorm(advice) ? 'after_storm' : 'meanwhile';
}

const ORDER: Record<StormPlace, number> = { storm: 0, meanwhile: 1, after_storm: 2 };

/** Advice in the order a place's products give it under `signal`: storm advice first, advice that waits for the storm to pass last. Stable otherwise. */
export function orderStormFirst<T extends AdviceToWeigh>(items: readonly T[], signal: WindSignal | null | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, rank: ORDER[stormPlace(item, signal)] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
