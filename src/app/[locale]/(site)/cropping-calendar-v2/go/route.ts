import { CALENDAR_CONTRACT } from '@/domain/calendar/calendar-contract';
import { parseCalendarMode } from '@/domain/calendar/calendar-mode';
import { calendarViewPath } from '@/domain/calendar/calendar-view';
import { findCrop } from '@/domain/crops/crop-list';
import { handleRoute } from '@/server/http/handle-route';
import { seeOtherPage } from '@/server/http/see-other-page';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The chooser form's target (works without script): its fields → the view's own address, in the form's language. */
export const GET = handleRoute({
  ...CALENDAR_CONTRACT.chooser,
  handler: async ({ request, input: query }) => {
    const mode = parseCalendarMode(query.mode) ?? 'ten_day';
    const crop = findCrop(query.crop ?? '')?.key ?? 'rice';
    const [province, municipality] = (query.place ?? '').split('/').filter((part) => SLUG.test(part));
    return seeOtherPage(request, calendarViewPath({ mode, crop, ...(province ? { province } : {}), ...(province && municipality ? { municipality } : {}) }));
  },
});
