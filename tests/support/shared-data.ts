import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { PROJECT_ROOT } from './run-node';

/** The real test data lives beside the project, in ../shared/data; it is never copied in. */
export const SHARED_DATA = path.resolve(PROJECT_ROOT, '../shared/data');
export const TEN_DAY_ISSUE_DIR = path.join(SHARED_DATA, 'pagasa-10day/2025-08-18');

if (!fs.existsSync(TEN_DAY_ISSUE_DIR)) {
  throw new Error(
    `The shared test data is missing: expected ${TEN_DAY_ISSUE_DIR}. Tests read the real PAGASA and boundary files from ../shared/data beside the project.`,
  );
}

export function readTenDayDay(day: number): { name: string; bytes: Buffer } {
  const name = `day${day}.xlsx`;
  return { name, bytes: fs.readFileSync(path.join(TEN_DAY_ISSUE_DIR, name)) };
}

export function readWholeTenDayIssue() {
  return Array.from({ length: 10 }, (_, i) => readTenDayDay(i + 1));
}

export interface SharedPlace {
  psgc: string;
  province: string;
  name: string;
  pagasa2022: string;
}

/** The 142 LGUs of ../shared/data/calabarzon-places.csv. */
export function readSharedPlaces(): SharedPlace[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(SHARED_DATA, 'calabarzon-places.csv'), 'utf8')).filter((row) => row.some(Boolean));
  const column = (name: string) => header!.indexOf(name);
  return rows.map((row) => ({
    psgc: row[column('psgc_code')]!,
    province: row[column('province')]!,
    name: row[column('name_psgc')]!,
    pagasa2022: row[column('pagasa_name_2022')]!,
  }));
}
