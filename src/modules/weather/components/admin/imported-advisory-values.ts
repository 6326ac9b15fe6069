import { HAZARD_FIELDS } from '@/modules/weather/rules/cyclone-hazards';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import type { AdvisoryPrefill } from '@/modules/weather/server/get-advisory-prefill';

type Values = AdvisoryPrefill['values'];

const BLANK: Values = {
  name: '',
  category: null,
  movementDirection: null,
  movementSpeed: null,
  maxWinds: null,
  gusts: null,
  bulletinNumber: '',
  centre: '',
  movement: '',
  strength: '',
  centreTl: '',
  movementTl: '',
  strengthTl: '',
  forecastPositions: [],
  ...(Object.fromEntries(
    HAZARD_FIELDS.flatMap((field) => [
      [field.en, ''],
      [field.tl, ''],
    ]),
  ) as Record<(typeof HAZARD_FIELDS)[number]['en' | 'tl'], string>),
  signals: {},
};

/**
 * The form's values from a CAP alert: its name, category, bulletin number and signals. When the live
 * advisory is of the same cyclone its texts (movement, hazards…) stay for staff to check; another
 * cyclone starts from blank texts. The signals are the alert's alone.
 */
export function importedAdvisoryValues(imported: CapImport, live: AdvisoryPrefill | null): Values {
  const name = imported.values.name.trim();
  const same = live && name !== '' && live.values.name.trim().toLowerCase() === name.toLowerCase() ? live.values : null;
  const base = same ?? BLANK;
  return {
    ...base,
    name: name || base.name,
    category: imported.values.category ?? base.category,
    bulletinNumber: imported.values.bulletinNumber ?? base.bulletinNumber,
    signals: imported.values.signals,
  };
}
