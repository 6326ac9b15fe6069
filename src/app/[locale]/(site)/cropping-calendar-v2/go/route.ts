import { parseCalendarMode } from '@/domain/calendar/calendar-mode';
import { calendarViewPath } from '@/domain/calendar/calendar-view';
import { findCrop } from '@/domain/crops/crop-list';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The chooser form's target (works without script): its fields → the view's own address. */
export function GET(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const mode = parseCalendarMode(query.get('mode')) ?? 'ten_day';
  const crop = findCrop(query.get('crop') ?? '')?.key ?? 'rice';
  const [province, municipality] = (query.get('place') ?? '').split('/').filter((part) => SLUG.test(part));
  const path = calendarViewPath({ mode, crop, ...(province ? { province } : {}), ...(province && municipality ? { municipality } : {}) });
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
