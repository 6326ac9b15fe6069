import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionsIndex, FOLDER, readDecisions } from '../../scripts/write-decisions-index.mjs';

describe('docs/decisions/README.md', () => {
  it('lists every decision with the status its own header gives (npm run decisions:index writes it)', () => {
    expect(fs.readFileSync(path.join(FOLDER, 'README.md'), 'utf8')).toBe(decisionsIndex());
  });

  it('names the decision that replaced each superseded one, and that decision exists', () => {
    const decisions = readDecisions();
    const files = new Set(decisions.map((decision) => decision.file));
    for (const { file, status } of decisions.filter((decision) => /superseded/i.test(decision.status))) {
      const named = [...status.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
      expect(named.length, file).toBeGreaterThan(0);
      for (const target of named) expect(files.has(target), `${file} names ${target}`).toBe(true);
    }
  });
});
