import 'server-only';
import { Font } from '@react-pdf/renderer';
import { fontFile, PDF_FONT } from './pdf-parts';
import { rendererMemory } from './renderer-memory';
import type { Measure } from './table-pdf';

let loaded: Promise<Measure> | undefined;

/**
 * Registers the bulletin's font with react-pdf (`Font.register`) and loads its faces, once per process,
 * on the first render: the one thing the renderer reads from disk. Resolves to a measure of text widths
 * in those very faces, for the table's columns and the footer's room.
 */
export function loadPdfFonts(): Promise<Measure> {
  loaded ??= (async () => {
    Font.register({
      family: PDF_FONT,
      fonts: [
        { src: fontFile('400Regular') },
        { src: fontFile('400Regular_Italic'), fontStyle: 'italic' },
        { src: fontFile('700Bold'), fontWeight: 700 },
        { src: fontFile('700Bold_Italic'), fontWeight: 700, fontStyle: 'italic' },
      ],
    });
    // Words are not hyphenated: a broken place or crop name reads worse than a ragged line.
    Font.registerHyphenationCallback((word) => [word]);
    const [regular, bold] = [Font.getFont({ fontFamily: PDF_FONT }), Font.getFont({ fontFamily: PDF_FONT, fontWeight: 700 })];
    await Promise.all([regular.load(), bold.load()]);
    // Every rung of the size ladder measures the same words again: their widths (in ems) are kept.
    return (text, size, isBold = false) => {
      const key = `width:${isBold ? 'b' : 'r'}${text}`;
      let width = rendererMemory.get(key);
      if (typeof width !== 'number') {
        const face = (isBold ? bold : regular).data!;
        width = face.layout(text).advanceWidth / face.unitsPerEm;
        rendererMemory.set(key, width);
      }
      return width * size;
    };
  })();
  // A failure (a missing font file) is not kept: the next bulletin tries again.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
