import 'server-only';
import { inArray } from 'drizzle-orm';
import { municipality } from '@/db/schema';
import type { TendayEncodeInput } from '@/domain/weather/tenday-encode';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';
import { storeTendayIssuance, type IssuanceAuthor } from './store-tenday-issuance';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function describeRange(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (fy !== ty) return `${MONTHS[fm - 1]} ${fd}, ${fy} - ${MONTHS[tm - 1]} ${td}, ${ty}`;
  if (fm !== tm) return `${MONTHS[fm - 1]} ${fd} - ${MONTHS[tm - 1]} ${td}, ${ty}`;
  return `${MONTHS[fm - 1]} ${fd} - ${td}, ${ty}`;
}

/** A 10-day issue entered by hand: every place must exist; stored like an import. */
export async function encodeTendayIssuance(db: Database, input: TendayEncodeInput, author: IssuanceAuthor): Promise<{ issuanceId: string }> {
  const codes = [...new Set(input.values.map((v) => v.municipality))];
  const known = await db.select({ psgc: municipality.psgc }).from(municipality).where(inArray(municipality.psgc, codes));
  const unknown = codes.filter((code) => !known.some((k) => k.psgc === code));
  if (unknown.length > 0) throw new AppError('BAD_REQUEST', `Unknown place code(s): ${unknown.join(', ')}. Nothing was stored.`);
  const [y, m, d] = input.forecastDate.split('-');
  const issuanceId = await storeTendayIssuance(db, {
    header: {
      forecastDate: input.forecastDate,
      validFrom: input.validFrom,
      validTo: input.validTo,
      dateForecast: input.dateForecast ?? `${m}/${d}/${y}`,
      dateRange: input.dateRange ?? describeRange(input.validFrom, input.validTo),
    },
    values: input.values,
    source: { mode: 'encode' },
    author,
  });
  return { issuanceId };
}
