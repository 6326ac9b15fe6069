import { RAINFALL_LABELS, SEASONAL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import type { RecommendationType } from './recommendation-types';

const capitalise = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();

/** A trigger in English words for staff screens: `Below Normal`, `Heavy rains`, `Signal No. 3`, `Any forecast`. */
export function triggerLabel(type: RecommendationType, trigger: string | null): string {
  if (trigger === null) return 'Any forecast';
  if (type === 'special') return trigger === 'general_no_signal' ? 'No signal (cyclone nearby)' : `Signal No. ${trigger.slice(-1)}`;
  if (type === 'tenday') return capitalise(RAINFALL_LABELS[trigger as RainfallClass] ?? trigger);
  return SEASONAL_LABELS[trigger as RainfallClass] ?? trigger;
}
