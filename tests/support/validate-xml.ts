import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const CAP_SCHEMA = path.join(process.cwd(), 'tests', 'schemas', 'cap-1.2', 'CAP-v1.2.xsd');

/** Validates `xml` against an XML Schema with Debian's xmllint; the problems it names, or none. */
export function schemaProblems(xml: string, schemaFile: string): string[] {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schemaFile, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): install it with apt-get install libxml2-utils`);
  if (run.status === 0) return [];
  return run.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !/fails to validate$/.test(line))
    .map((line) => line.replace(/^-:/, 'line '));
}
