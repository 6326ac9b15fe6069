import 'server-only';
import { seasonalRegionSchema } from '@/modules/weather/rules/seasonal-input';
import type { Database } from '@/platform/db/database';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { encodeSeasonalIssuance } from './encode-seasonal-issuance';
import { readSeasonalWorkbook } from './read-seasonal-workbook';
import type { IssuanceAuthor } from './store-ten-day-issuance';

/**
 * A seasonal workbook upload: PAGASA's regional workbook is stored as PAGASA's (`excel`), the portal's
 * template as what it is, values the office typed into it (`encode` via the template). Refused when it
 * gives no value for any place; 409 when it would replace the live outlook and leave more than a fifth
 * of the places empty, unless `confirmed` (decision 086).
 */
export async function importSeasonalWorkbook(db: Database, file: UploadedFile, author: IssuanceAuthor, options: { confirmed: boolean }) {
  const { layout, input } = await readSeasonalWorkbook(file);
  const source =
    layout === 'pagasa' ? { mode: 'excel' as const, files: [file.name] } : { mode: 'encode' as const, via: 'seasonal-template' as const, files: [file.name] };
  return encodeSeasonalIssuance(db, seasonalRegionSchema.parse(input), author, source, { replaceCheck: options.confirmed ? 'confirmed' : 'ask' });
}
