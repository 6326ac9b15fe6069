import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createVillageIndex, type VillageIndex } from '@/modules/places/rules/match-village';
import { pickRegionVillages } from '@/modules/places/rules/pick-region-villages';
import { PSGC_SOURCE } from '@/modules/places/rules/psgc-source';
import { PLACES } from '@/modules/places/rules/places';

// The list is read from the installed package at run time, on the server only, rather than imported:
// an import would put the country's 42,000 barangays (6 MB) into the server bundle, and the package's
// own entry imports JSON without import attributes, which plain Node (the CLI) refuses. Like the
// bulletin fonts, it is read from node_modules beside the running portal.
const LIST = path.join(process.cwd(), 'node_modules', PSGC_SOURCE.package, 'data', PSGC_SOURCE.release, 'barangays.json');

let loading: Promise<VillageIndex> | null = null;

async function load(): Promise<VillageIndex> {
  let records: unknown;
  try {
    records = JSON.parse(await readFile(LIST, 'utf8'));
  } catch (error) {
    throw new Error(`The PSGC barangay list ${LIST} could not be read: is ${PSGC_SOURCE.package} installed?`, { cause: error });
  }
  if (!Array.isArray(records)) throw new Error(`The PSGC barangay list ${LIST} is not a list`);
  // Only the region's villages are kept; the rest of the country is garbage once this returns.
  return createVillageIndex(pickRegionVillages(records, PLACES));
}

/**
 * The region's villages (barangays) and their name lookups, read once per process (a few tenths of a
 * second and a passing 15–20 MB of heap) the first time anything needs them, and kept (about 2.5 MB).
 * A failed read is retried by the next caller rather than remembered.
 */
export function readRegionVillages(): Promise<VillageIndex> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
