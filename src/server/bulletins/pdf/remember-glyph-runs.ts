import 'server-only';

/** The part of a fontkit font that shapes text: glyphs and their advances in font units, whatever the size. */
interface Shaper {
  layout: (text: string, features?: unknown, script?: unknown, language?: unknown, direction?: unknown) => unknown;
}

// Enough for every distinct run of several bulletins; the oldest go first beyond it.
const LIMIT = 4000;
const remembered = new WeakSet<object>();

/**
 * Shaping (fontkit's `layout`) is most of a bulletin's drawing time, and every size tried shapes the same
 * runs of text again: glyph runs are in font units, the same at any size, so each face keeps the runs
 * it shaped, a bounded number, and hands them out again. textkit scales copies of the positions and
 * never changes a run it is given, so a kept run stays as fontkit made it.
 */
export function rememberGlyphRuns(face: object): void {
  if (remembered.has(face)) return;
  remembered.add(face);
  const font = face as Shaper;
  const shape = font.layout.bind(font);
  const runs = new Map<string, unknown>();
  font.layout = (text, features, script, language, direction) => {
    // Only the plain call textkit makes (default features, left to right) is kept; any other is shaped anew.
    const plain = features === undefined || (Array.isArray(features) && features.length === 0);
    if (!plain || script !== undefined || language !== undefined || direction !== 'ltr') return shape(text, features, script, language, direction);
    let run = runs.get(text);
    if (run === undefined) {
      run = shape(text, features, script, language, direction);
      if (runs.size >= LIMIT) runs.delete(runs.keys().next().value!);
      runs.set(text, run);
    }
    return run;
  };
}
