import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';
import { buildOutlookMap } from './build-outlook-map';
import type { BulletinRequest } from './compose-bulletin';
import { composeSeasonalBulletin } from './compose-seasonal-bulletin';
import { composeSpecialBulletin } from './compose-special-bulletin';
import { composeTenDayBulletin } from './compose-ten-day-bulletin';

/**
 * The document a request makes, as it is stored: the composer of its type, then the outlook colours of
 * the province's places. What `composeBulletin` renders from, and what the dashboard's plan shows.
 */
export async function composeBulletinDocument(db: Queryable, request: BulletinRequest): Promise<BulletinDocument> {
  const composed = await composeOfType(db, request);
  return { ...composed, outlookMap: await buildOutlookMap(db, composed) };
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
