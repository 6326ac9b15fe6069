import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { makeBulletinQr } from './make-bulletin-qr';

const ADDRESS = 'https://acap.example/bulletins/0f9a54c2-5d0e-4a59-8f4f-3c1d2b9e7a61';

/** The dark modules the SVG draws: qrcode writes each row's runs as `M x y.5`, `m dx 0` and `h length`. */
function svgModules(svg: string): { size: number; dark: boolean[][] } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const path = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)![1]!;
  let [x, y] = [0, 0];
  for (const [, command, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') x += Number(a);
    else for (const end = x + Number(a); x < end; x += 1) dark[y]![x] = true;
  }
  return { size, dark };
}

describe('makeBulletinQr', () => {
  it('makes a PNG whose QR code reads back as the address', async () => {
    const { pngDataUrl } = await makeBulletinQr(ADDRESS);
    expect(pngDataUrl).toMatch(/^data:image\/png;base64,/);
    const png = PNG.sync.read(Buffer.from(pngDataUrl.split(',')[1]!, 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(ADDRESS);
  });

  it('makes it greyscale without transparency, which the PDF writer embeds as it is rather than decoding it', async () => {
    const png = Buffer.from((await makeBulletinQr(ADDRESS)).pngDataUrl.split(',')[1]!, 'base64');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ bitDepth: png[24], colourType: png[25], interlaced: png[28] }).toEqual({ bitDepth: 8, colourType: 0, interlaced: 0 });
    expect(png.includes('tRNS')).toBe(false);
  });

  it('draws the same code as an SVG, which reads back as the address too', async () => {
    const { svg, pngDataUrl } = await makeBulletinQr(ADDRESS);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>$/);
    const { size, dark } = svgModules(svg);
    // Four pixels a module in the PNG: the SVG's modules are the PNG's, pixel for pixel at the centre of each.
    const png = PNG.sync.read(Buffer.from(pngDataUrl.split(',')[1]!, 'base64'));
    expect(png.width).toBe(size * 4);
    const pngDark = dark.map((row, y) => row.map((_, x) => png.data[((y * 4 + 2) * png.width + x * 4 + 2) * 4]! < 128));
    expect(dark).toEqual(pngDark);
    const rgba = new Uint8ClampedArray(dark.flat().flatMap((isDark) => (isDark ? [0, 0, 0, 255] : [255, 255, 255, 255])));
    expect(jsQR(rgba, size, size)?.data).toBe(ADDRESS);
  });

  it('uses error correction M, so a smudged print still reads', async () => {
    // This 70-byte address fits version 4 (33 modules) at L, needs version 6 (41) at Q, and version 5
    // (37) at M; the margin adds two modules on each side.
    expect(svgModules((await makeBulletinQr(ADDRESS)).svg).size).toBe(37 + 4);
  });
});
