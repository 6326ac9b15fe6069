import 'server-only';
import type { BulletinDocument, BulletinType } from '@/domain/bulletins/bulletin-document';
import type { SeasonalBulletinRequest, SpecialBulletinRequest, TendayBulletinRequest } from '@/domain/bulletins/bulletin-request';
import type { Queryable } from '@/server/db/database';
import { buildOutlookMap } from './build-outlook-map';
import { composeSeasonalBulletin } from './compose-seasonal-bulletin';
import { composeSpecialBulletin } from './compose-special-bulletin';
import { composeTendayBulletin } from './compose-tenday-bulletin';

export type BulletinRequest =
  | { type: 'seasonal'; fields: SeasonalBulletinRequest }
  | { type: 'ten_day'; fields: TendayBulletinRequest }
  | { type: 'special_weather'; fields: SpecialBulletinRequest };

/** The composer of the request's type, then the province map coloured by the outlook the bulletin used. */
export async function composeBulletin(db: Queryable, request: BulletinRequest): Promise<BulletinDocument> {
  const document = await composeOfType(db, request);
  return { ...document, outlookMap: await buildOutlookMap(db, document) };
}

function composeOfType(db: Queryable, request: BulletinRequest): Promise<BulletinDocument> {
  switch (request.type) {
    case 'seasonal':
      return composeSeasonalBulletin(db, request.fields);
    case 'ten_day':
      return composeTendayBulletin(db, request.fields);
    case 'special_weather':
      return composeSpecialBulletin(db, request.fields);
  }
}

export const TYPE_CODES: Record<BulletinType, string> = { seasonal: 'SE', ten_day: 'TD', special_weather: 'SW' };
