import 'server-only';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinsAnswer } from '@/modules/exchange/rules/openapi/bulletins-answer';
import { placeHref } from '@/modules/exchange/rules/openapi/open-api-links';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { slugify } from '@/modules/places/rules/slugify';
import { ARCHIVE_PAGE_SIZE, listPublicBulletins } from '@/modules/bulletins/server/list-public-bulletins';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { findOpenPlace } from './find-open-place';

/** `GET /api/v1/places/{psgc}/bulletins`: the public archive of one place (or of a province's places), newest first. */
export async function listPlaceBulletins(db: Queryable, psgc: string, query: { type?: BulletinType; crop?: string; page?: number }): Promise<BulletinsAnswer> {
  const place = await findOpenPlace(db, psgc);
  // The archive treats an unknown crop as a search that finds nothing; an API caller wants to know.
  if (query.crop && !findCrop(query.crop)) throw new AppError('NOT_FOUND', `Unknown crop "${query.crop}".`);
  const where = place.kind === 'province' ? { province: slugify(place.name) } : { province: slugify(place.province.name), municipality: slugify(place.name) };
  const page = query.page ?? 1;
  const found = await listPublicBulletins(db, { ...where, type: query.type, crop: query.crop, page });
  const pageAddress = (n: number) => {
    const params = new URLSearchParams({ ...(query.type ? { type: query.type } : {}), ...(query.crop ? { crop: query.crop } : {}), page: String(n) });
    return `${placeHref(psgc)}/bulletins?${params}`;
  };
  return {
    place: { psgc, name: place.name },
    total: found.total,
    page,
    pageSize: ARCHIVE_PAGE_SIZE,
    bulletins: found.reports.map((report) => ({
      id: report.id,
      type: report.type,
      reference: report.reference,
      title: report.title,
      language: report.language,
      province: report.province,
      municipality: report.municipality,
      crop: report.crop,
      period: report.period,
      createdAt: new Date(report.date_created._seconds * 1000).toISOString(),
      size: report.size,
      isDemo: report.isDemo,
      links: { html: report.htmlUrl, pdf: report.pdfUrl },
    })),
    links: {
      next: page * ARCHIVE_PAGE_SIZE < found.total ? pageAddress(page + 1) : null,
      previous: page > 1 ? pageAddress(page - 1) : null,
    },
  };
}
