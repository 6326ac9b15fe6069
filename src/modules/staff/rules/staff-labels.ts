import { formatManilaDateTime } from '@/platform/format/manila-time';
import { ADMIN, SUPERADMIN } from './account-levels';

export function staffLevelLabel(level: number | null): string {
  if (level === SUPERADMIN) return 'Superadmin';
  if (level === ADMIN) return 'Admin';
  return 'No level (cannot sign in)';
}

/** Dates on staff screens (English): Philippine time, 24-hour, through the portal's one formatter. */
export function staffDateTime(iso: string | Date | null): string {
  if (!iso) return '—';
  return formatManilaDateTime(iso, 'en');
}
