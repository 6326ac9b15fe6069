import 'server-only';
import type { BoundaryCredit } from '@/modules/places/rules/boundary-credit';
import type { CommonGroup } from '@/modules/weather/rules/common-data';
import type { Queryable } from '@/platform/db/database';
import { getBoundaryCredits } from './get-boundary-credits';
import { getBoundaryVersion } from './get-boundary-version';
import { getCommonData, type CommonDocument } from '@/modules/weather/server/get-common-data';

/** The map's boundary version (in its address) and the credits of the boundaries it draws. */
export interface MapBoundaries {
  version: number;
  credits: BoundaryCredit[];
}

/**
 * What the weather panels read beyond their outlook, handed in by the page: a panel knows its map's
 * scope and which notes it shows only once it has placed the view.
 */
export interface WeatherReads {
  mapBoundaries: (scope: string) => Promise<MapBoundaries>;
  commonData: <G extends CommonGroup>(group: G) => Promise<CommonDocument<G> | null>;
}

export function getWeatherReads(db: Queryable): WeatherReads {
  return {
    mapBoundaries: async (scope) => {
      const [version, credits] = await Promise.all([getBoundaryVersion(db), getBoundaryCredits(db, scope)]);
      return { version, credits };
    },
    commonData: (group) => getCommonData(db, group),
  };
}
