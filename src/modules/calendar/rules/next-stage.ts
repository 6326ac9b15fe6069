import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { formatDateRange } from '@/platform/format/manila-time';
import type { CalendarSlots } from './active-stages';
import { daysInMonth, MIDPOINT_DAY, parseIsoDate, SLOT_COUNT, slotOfDate, slotParts, type SlotIndex } from './month-halves';

export interface NextStage {
  code: StageCode;
  slot: SlotIndex;
  /** First day of that half-month (`YYYY-MM-DD`). */
  from: string;
  /** Last day of that half-month. */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The crop's next stage after a period that ends on `lastDay`: the first later half-month that holds a stage,
 * read round the calendar (December runs into January of the next year). The half-month of `lastDay` itself
 * is part of the period, so it is skipped. Null for a calendar without any stage.
 */
export function nextStageAfter(slots: CalendarSlots, lastDay: string): NextStage | null {
  const day = parseIsoDate(lastDay);
  const start = day.year * SLOT_COUNT + slotOfDate(day);
  for (let absolute = start + 1; absolute <= start + SLOT_COUNT; absolute++) {
    const slot = absolute % SLOT_COUNT;
    const code = slots[slot];
    if (!code) continue;
    const year = Math.floor(absolute / SLOT_COUNT);
    const { month, half } = slotParts(slot);
    const [first, last] = half === '1st_half' ? [1, MIDPOINT_DAY] : [MIDPOINT_DAY + 1, daysInMonth(year, month)];
    return { code, slot, from: `${year}-${pad(month + 1)}-${pad(first)}`, to: `${year}-${pad(month + 1)}-${pad(last)}` };
  }
  return null;
}

/**
 * What a bulletin says when no stage of the crop falls in its period: the next stage in the crop's own words
 * and its half-month in the bulletin's language (`Land preparation`, `June 1 – 15, 2027`).
 */
export function describeNextStage(
  crop: CropDefinition,
  slots: CalendarSlots,
  lastDay: string,
  locale: 'en' | 'tl',
): { code: StageCode; label: string; from: string; periodLabel: string } | null {
  const next = nextStageAfter(slots, lastDay);
  if (!next) return null;
  const label = crop.stages.find((s) => s.code === next.code)?.[locale] ?? next.code;
  return { code: next.code, label, from: next.from, periodLabel: formatDateRange(next.from, next.to, locale) };
}
