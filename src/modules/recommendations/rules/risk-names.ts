import type { RiskLabel } from './recommendation-types';

/**
 * The risk labels in English words for staff screens. Kept apart from the editor's options so a client
 * screen can name a risk without bundling the editor's zod schemas.
 */
export const RISK_NAMES: Record<RiskLabel, string> = {
  no_risk: 'No risk',
  flood_submergence: 'Flood / submergence',
  dry_condition: 'Dry condition',
  dry_spell: 'Dry spell',
  drought: 'Drought',
  wet_condition: 'Wet condition',
  wet_spell: 'Wet spell',
  water_shortage_risk: 'Water shortage risk',
};
