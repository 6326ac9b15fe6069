import { SLOT_COUNT, type SlotIndex } from './month-halves';

/**
 * The twelve months in the order a farmer reads a calendar today: from the current month to the one
 * before it, a year on. Months after December fall in the next year.
 */
export function monthsFromNow(today: SlotIndex): { month: number; nextYear: boolean }[] {
  const first = Math.floor(today / 2);
  return Array.from({ length: 12 }, (_, i) => ({ month: (first + i) % 12, nextYear: first + i >= 12 }));
}

/** The 24 half-month slots in the order of `monthsFromNow`. */
export function slotsFromNow(today: SlotIndex): SlotIndex[] {
  const first = Math.floor(today / 2) * 2;
  return Array.from({ length: SLOT_COUNT }, (_, i) => (first + i) % SLOT_COUNT);
}
