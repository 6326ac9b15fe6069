import { manilaDate, slotOfDate, type SlotIndex } from '@/modules/calendar/rules/month-halves';

/** Today in the Philippines as the open API states it: the date and its calendar half-month. */
export function openApiToday(instant: Date): { date: string; slot: SlotIndex } {
  const day = manilaDate(instant);
  const date = `${day.year}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  return { date, slot: slotOfDate(day) };
}
