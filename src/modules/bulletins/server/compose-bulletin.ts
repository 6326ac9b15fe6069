import 'server-only';
import type { BulletinDocument, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { SeasonalBulletinRequest, SpecialBulletinRequest, TenDayBulletinRequest } from '@/modules/bulletins/rules/bulletin-request';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import type { Queryable } from '@/platform/db/database';
import { composeBulletinDocument } from './compose-bulletin-document';
import { getBulletinLogos } from './get-bulletin-logos';
import { getBulletinMap } from './get-bulletin-map';
import type { BulletinLogo } from './pdf/bulletin-pdf';

export type BulletinRequest =
  | { type: 'seasonal'; fields: SeasonalBulletinRequest }
  | { type: 'ten_day'; fields: TenDayBulletinRequest }
  | { type: 'special_weather'; fields: SpecialBulletinRequest };

/**
 * Everything a bulletin's PDF is drawn from, gathered in one place so that rendering is data in, bytes
 * out: the document (what is stored), its province map projected and coloured, and the office's logos.
 */
export interface ComposedBulletin {
  document: BulletinDocument;
  map: BulletinMap;
  logos: BulletinLogo[];
}

/**
 * The document (`composeBulletinDocument`: the composer of the request's type and the outlook colours of
 * the province's places), the map they are drawn on and the logos.
 */
export async function composeBulletin(db: Queryable, request: BulletinRequest): Promise<ComposedBulletin> {
  const document = await composeBulletinDocument(db, request);
  const [map, logos] = await Promise.all([getBulletinMap(db, document), getBulletinLogos()]);
  return { document, map, logos };
}

export const TYPE_CODES: Record<BulletinType, string> = { seasonal: 'SE', ten_day: 'TD', special_weather: 'SW' };
