import 'server-only';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { placeHref } from '@/modules/exchange/rules/openapi/open-api-links';
import type { SmsTextsAnswer } from '@/modules/exchange/rules/openapi/sms-answer';
import { ARCHIVE_PAGE_SIZE } from '@/modules/bulletins/server/list-public-bulletins';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { listPublishedSmsTexts } from '@/modules/sms/server/list-published-sms-texts';
import { findOpenPlace } from './find-open-place';

/** `GET /api/v1/places/{psgc}/sms`: the SMS texts of a place's published bulletins (or of a province's places), newest first, paged like its bulletins. */
export async function listPlaceSmsTexts(db: Queryable, psgc: string, query: { type?: BulletinType; crop?: string; page?: number }): Promise<SmsTextsAnswer> {
  const place = await findOpenPlace(db, psgc);
  const crop = query.crop ? findCrop(query.crop) : undefined;
  if (query.crop && !crop) throw new AppError('NOT_FOUND', `Unknown crop "${query.crop}".`);
  const page = query.page ?? 1;
  const where = place.kind === 'province' ? { provincePsgc: psgc } : { municipalityPsgc: psgc };
  const found = await listPublishedSmsTexts(
    db,
    { ...where, type: query.type, cropKey: crop?.key },
    { limit: ARCHIVE_PAGE_SIZE, offset: (page - 1) * ARCHIVE_PAGE_SIZE },
  );
  const pageAddress = (n: number) => {
    const params = new URLSearchParams({ ...(query.type ? { type: query.type } : {}), ...(query.crop ? { crop: query.crop } : {}), page: String(n) });
    return `${placeHref(psgc)}/sms?${params}`;
  };
  return {
    place: { psgc, name: place.name },
    total: found.total,
    page,
    pageSize: ARCHIVE_PAGE_SIZE,
    texts: found.texts.map((sms) => ({
      id: sms.bulletinId,
      type: sms.type,
      reference: sms.reference,
      language: sms.language,
      province: sms.province,
      municipality: sms.municipality,
      crop: sms.crop,
      period: sms.period,
      publishedAt: sms.publishedAt.toISOString(),
      text: sms.text,
      encoding: sms.encoding,
      characters: sms.characters,
      parts: sms.parts,
      links: { html: `/bulletins/${sms.bulletinId}`, pdf: `/bulletins/${sms.bulletinId}.pdf` },
    })),
    links: {
      next: page * ARCHIVE_PAGE_SIZE < found.total ? pageAddress(page + 1) : null,
      previous: page > 1 ? pageAddress(page - 1) : null,
    },
  };
}
