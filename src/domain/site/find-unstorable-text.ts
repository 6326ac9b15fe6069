/**
 * The first string inside a JSON value that PostgreSQL cannot store or that is not real text: a NUL
 * character, or half of a surrogate pair. Named by its path, for the error message.
 */
export function findUnstorableText(value: unknown, path: string[] = []): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: path.join('.'), problem: 'contains a NUL character' };
    if (!value.isWellFormed()) return { path: path.join('.'), problem: 'contains a broken character (half of a surrogate pair)' };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnstorableText(key, [...path, key]) ?? findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export function describeUnstorableText(found: { path: string; problem: string }): string {
  return `${found.path ? `${found.path}: ` : ''}the text ${found.problem}, which is not allowed.`;
}
