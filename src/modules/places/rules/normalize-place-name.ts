import { repairMojibake } from './repair-mojibake';
import { toPlaceKey } from './to-place-key';

/**
 * A comparison key for a place name: mojibake repaired (PAGASA's files carry ñ through the wrong code
 * page, once or several times over), accents dropped, case folded, punctuation and spacing removed,
 * abbreviations expanded, and "City of X" / "X City" reduced to "X".
 */
export function normalizePlaceName(text: string): string {
  return toPlaceKey(repairMojibake(text));
}
