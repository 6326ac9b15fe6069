import 'server-only';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { mapCapAlert } from '@/modules/exchange/rules/feeds/map-cap-alert';
import { CapAlertError, readCapAlert } from '@/modules/exchange/rules/feeds/read-cap-alert';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import { readElsewherePlaceNames } from '@/modules/places/server/read-elsewhere-place-names';
import { readPlaceLists } from '@/modules/places/server/read-place-lists';

/**
 * Reads a CAP 1.2 alert into the values of the cyclone form (decision 062): name, issue time, bulletin
 * number and signals per place of the region, with what it left out. Stores nothing: staff check the
 * form and save it. A document that is no usable CAP alert is refused with 400 and the reason.
 */
export async function importCapAlert(db: Queryable, alert: { bytes: Uint8Array }): Promise<CapImport> {
  try {
    const reading = readCapAlert(alert.bytes);
    const [matcher, lists, elsewhere] = await Promise.all([getPlaceMatcher(db), readPlaceLists(db), readElsewherePlaceNames()]);
    return mapCapAlert(reading, {
      provinces: lists.provinces.map((p) => ({ psgc: p.psgc, name: p.name })),
      municipalities: lists.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc })),
      matcher,
      elsewhere,
    });
  } catch (error) {
    if (error instanceof CapAlertError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}
