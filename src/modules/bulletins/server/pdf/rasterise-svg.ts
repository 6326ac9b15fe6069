import 'server-only';
import { Resvg } from '@resvg/resvg-js';
import { encodeOpaquePng } from './encode-opaque-png';
import { fontFile, PDF_FONT } from './pdf-parts';
import { rendererMemory } from './renderer-memory';

/**
 * An SVG document as a PNG `width` pixels wide for the PDF, drawn by resvg as a browser draws it. Its
 * text is set in the bulletin's font, from the npm package, never from the machine's fonts, so the
 * picture is the same wherever the portal runs. Opaque, on white: the PDF embeds it as it is.
 */
export function rasteriseSvg(svg: string, width: number): Buffer {
  // The logos are the same in every bulletin, and a bulletin's map is drawn again for its preview, its
  // save and its approval: their pictures are kept.
  const key = `picture:${width} ${svg}`;
  const kept = rendererMemory.get(key);
  if (Buffer.isBuffer(kept)) return kept;
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    background: '#ffffff',
    font: { loadSystemFonts: false, fontFiles: [fontFile('400Regular'), fontFile('700Bold')], defaultFontFamily: PDF_FONT, sansSerifFamily: PDF_FONT },
  }).render();
  // Every pixel is opaque on the white background: its alpha is dropped.
  const rgba = image.pixels;
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  const png = encodeOpaquePng(image.width, image.height, 3, rgb);
  rendererMemory.set(key, png);
  return png;
}
