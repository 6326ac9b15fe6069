import { archivePath, parseBulletinsView } from '@/domain/bulletins/archive-view';
import { BULLETIN_TYPES } from '@/domain/bulletins/bulletin-document';

const TYPE_SLUGS = { seasonal: 'seasonal', ten_day: 'ten-day', special_weather: 'special' } as const;

/** The archive's filter form (works without script): its fields → the filtered list's own address. */
export function GET(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const type = BULLETIN_TYPES.find((t) => t === query.get('type'));
  const [province, municipality] = (query.get('place') ?? '').split('/');
  const parts = [
    ...(type ? ['type', TYPE_SLUGS[type]] : []),
    ...(province ? ['province', province] : []),
    ...(province && municipality ? ['municipality', municipality] : []),
    ...(query.get('crop') ? ['crop', query.get('crop')!] : []),
    ...(query.get('date') ? ['date', query.get('date')!] : []),
  ];
  // Anything malformed is dropped rather than sent on to a 404.
  const view = parseBulletinsView(parts);
  const path = view?.kind === 'archive' ? archivePath(view.filters) : '/bulletins';
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
