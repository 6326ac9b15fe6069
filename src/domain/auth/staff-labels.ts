import { ADMIN, SUPERADMIN } from './account-levels';

export function staffLevelLabel(level: number | null): string {
  if (level === SUPERADMIN) return 'Superadmin';
  if (level === ADMIN) return 'Admin';
  return 'No level (cannot sign in)';
}

/** Dates on staff screens: Manila time, 24-hour. */
export function staffDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
}
