// Condition codes shared by seasonal categories and 10-day rainfall classes (domain.md §2).
export const CONDITION_CODES = ['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'nda'] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

export const RAINFALL_CLASSES = ['wb_normal', 'b_normal', 'near_normal', 'above_normal'] as const;
export type RainfallClass = (typeof RAINFALL_CLASSES)[number];

/** PAGASA's 10-day rainfall descriptions; NO RAIN is the portal's own, for manual entry. */
export const RAINFALL_LABELS: Record<RainfallClass, string> = {
  wb_normal: 'NO RAIN',
  b_normal: 'LIGHT RAINS',
  near_normal: 'MODERATE RAINS',
  above_normal: 'HEAVY RAINS',
};

export const RAINFALL_AMOUNTS: Record<RainfallClass, string> = {
  wb_normal: '0',
  b_normal: '<60',
  near_normal: '60-180',
  above_normal: '>180',
};

export const SEASONAL_LABELS: Record<ConditionCode, string> = {
  wb_normal: 'Way Below Normal',
  b_normal: 'Below Normal',
  near_normal: 'Near Normal',
  above_normal: 'Above Normal',
  nda: 'No Data Available',
};

/** Colours of the categories; every use pairs the colour with its label, never colour alone. */
export const CONDITION_COLOURS: Record<ConditionCode, { fill: string; name: string }> = {
  wb_normal: { fill: '#e53935', name: 'red' },
  b_normal: { fill: '#fdd835', name: 'yellow' },
  near_normal: { fill: '#43a047', name: 'green' },
  above_normal: { fill: '#1e88e5', name: 'blue' },
  nda: { fill: '#9e9e9e', name: 'grey' },
};

export const CLOUD_COVERS = ['SUNNY', 'MOSTLY SUNNY', 'PARTLY CLOUDY', 'MOSTLY CLOUDY', 'CLOUDY'] as const;
export type CloudCover = (typeof CLOUD_COVERS)[number];

export const COMPASS_DIRECTIONS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type CompassDirection = (typeof COMPASS_DIRECTIONS)[number];

export const WIND_SIGNALS = ['general_no_signal', 'signal_number_1', 'signal_number_2', 'signal_number_3', 'signal_number_4', 'signal_number_5'] as const;
export type WindSignal = (typeof WIND_SIGNALS)[number];

/** The rainfall class a PAGASA description (or amount class) stands for, or null. */
export function rainfallClassOf(text: string | null | undefined): RainfallClass | null {
  const normalized = (text ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  for (const code of RAINFALL_CLASSES) {
    if (RAINFALL_LABELS[code] === normalized || RAINFALL_AMOUNTS[code] === normalized) return code;
  }
  if (normalized === 'NO RAINS') return 'wb_normal';
  return null;
}
