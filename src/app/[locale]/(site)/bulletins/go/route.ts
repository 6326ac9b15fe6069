import { archivePath, parseBulletinsView } from '@/modules/bulletins/rules/archive-view';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { seeOtherPage } from '@/platform/http/see-other-page';

const TYPE_SLUGS = { seasonal: 'seasonal', ten_day: 'ten-day', special_weather: 'special' } as const;

/** The archive's filter form (works without script): its fields → the filtered list's own address, in the form's language. */
export const GET = handleRoute({
  ...REPORTS_CONTRACT.archiveFilter,
  handler: async ({ request, input: query }) => {
    const type = BULLETIN_TYPES.find((t) => t === query.type);
    const [province, municipality] = (query.place ?? '').split('/');
    const parts = [
      ...(type ? ['type', TYPE_SLUGS[type]] : []),
      ...(province ? ['province', province] : []),
      ...(province && municipality ? ['municipality', municipality] : []),
      ...(query.crop ? ['crop', query.crop] : []),
      ...(query.date ? ['date', query.date] : []),
    ];
    // Anything malformed is dropped rather than sent on to a 404.
    const view = parseBulletinsView(parts);
    return seeOtherPage(request, view?.kind === 'archive' ? archivePath(view.filters) : '/bulletins');
  },
});
