import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import { parseCalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { calendarViewPath } from '@/modules/calendar/rules/calendar-view';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { handleRoute } from '@/platform/api-route/handle-route';
import { seeOtherPage } from '@/platform/http/see-other-page';

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
