import { BIDI_CONTROL } from './bidi-controls';

// Control characters other than tab and line breaks: typed or pasted by mistake (a terminal's escape,
// a bell, a form feed), they print as junk glyphs in a PDF and as nothing on a page.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first string inside a JSON value that PostgreSQL cannot store or that is not real text: a NUL
 * character, half of a surrogate pair, a control character other than a tab or a line break, or a
 * bidirectional control (see bidi-controls.ts).
 * Named by its path, for the error message.
 */
export function findUnstorableText(value: unknown, path: string[] = []): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path: path.join('.'), problem: 'contains a NUL character' };
    if (!value.isWellFormed()) return { path: path.join('.'), problem: 'contains a broken character (half of a surrogate pair)' };
    const control = CONTROL.exec(value)?.[0];
    if (control) return { path: path.join('.'), problem: `contains a control character (${codePoint(control)})` };
    const bidi = BIDI_CONTROL.exec(value)?.[0];
    if (bidi)
      return {
        path: path.join('.'),
        problem: `contains a bidirectional control character (${codePoint(bidi)}), which can show text in another order than it is stored`,
      };
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
