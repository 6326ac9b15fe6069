#!/usr/bin/env node
// `npm run decisions:index`: writes docs/decisions/README.md, one row per decision with its title and
// status as the decision's own header line says them. tests/integration/decisions-index.test.ts fails
// when the index and the decisions differ.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

export const FOLDER = path.join(ROOT, 'docs', 'decisions');

/** Each decision's number, file, title and status, in order. */
export function readDecisions() {
  return fs
    .readdirSync(FOLDER)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(FOLDER, file), 'utf8');
      const title = text
        .split('\n')[0]
        .replace(/^#\s*\d{3}\s*—\s*/, '')
        .trim();
      const status = (text.match(/Status:\s*([^\n]+)/)?.[1] ?? 'accepted').replace(/\s*·.*$/, '').trim();
      return { number: file.slice(0, 3), file, title, status };
    });
}

/** The index's text. */
export function decisionsIndex() {
  const rows = readDecisions().map(({ number, file, title, status }) => `| [${number}](${file}) | ${title} | ${status} |`);
  return [
    '# Decisions',
    '',
    'Every decision of the project, with its status as its own header says it. Superseded ones stay for',
    'their history; the one that replaced them says why. Written by `npm run decisions:index`.',
    '',
    '| # | Decision | Status |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(path.join(FOLDER, 'README.md'), decisionsIndex());
  console.log(`docs/decisions/README.md: ${readDecisions().length} decisions`);
}
