import 'server-only';
import type { BulletinDocument, BulletinType } from '@/domain/bulletins/bulletin-document';
import type { SeasonalBulletinRequest, SpecialBulletinRequest, TenDayBulletinRequest } from '@/domain/bulletins/bulletin-request';
import type { BulletinMap } from '@/domain/bulletins/bulletin-map';
import type { Queryable } from '@/server/db/database';
import { buildOutlookMap } from './build-outlook-map';
import { composeSeasonalBulletin } from './compose-seasonal-bulletin';
import { composeSpecialBulletin } from './compose-special-bulletin';
import { composeTenDayBulletin } from './compose-ten-day-bulletin';
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
 * The composer of the request's type, then the outlook colours of the province's places (in the
 * document), the map they are drawn on and the logos.
 */
export async function composeBulletin(db: Queryable, request: BulletinRequest): Promise<ComposedBulletin> {
  const composed = await composeOfType(db, request);
  const document: BulletinDocument = { ...composed, outlookMap: await buildOutlookMap(db, composed) };
  const [map, logos] = await Promise.all([getBulletinMap(db, document), getBulletinLogos()]);
  return { document, map, logos };
}

function composeOfType(db: Queryable, request: BulletinRequest): Promise<BulletinDocument> {
  switch (request.type) {
    case 'seasonal':
      return composeSeasonalBulletin(db, request.fields);
    case 'ten_day':
      return composeTenDayBulletin(db, request.fields);
    case 'special_weather':
      return composeSpecialBulletin(db, request.fields);
  }
}

export const TYPE_CODES: Record<BulletinType, string> = { seasonal: 'SE', ten_day: 'TD', special_weather: 'SW' };
