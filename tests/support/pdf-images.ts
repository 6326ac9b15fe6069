import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** An image a PDF page paints, decoded by pdf.js into RGBA pixels, with the size it is drawn at. */
export interface PdfImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
  /** The drawn size in points, from the transform in force when it is painted. */
  drawn: { width: number; height: number };
}

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8ClampedArray;
}

function toRgba({ width, height, kind, data }: DecodedImage): Uint8ClampedArray {
  if (kind === ImageKind.RGBA_32BPP) return data;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    if (kind === ImageKind.RGB_24BPP) rgba.set(data.subarray(i * 3, i * 3 + 3), i * 4);
    else {
      // One bit a pixel, rows padded to whole bytes, 1 is white.
      const rowBytes = (width + 7) >> 3;
      const bit = (data[Math.floor(i / width) * rowBytes + ((i % width) >> 3)]! >> (7 - (i % 8))) & 1;
      rgba.fill(bit ? 255 : 0, i * 4, i * 4 + 3);
    }
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** Every raster image painted on each page of a PDF, decoded as a viewer decodes it (pdf.js). */
export async function pdfImages(bytes: Uint8Array | Buffer): Promise<PdfImage[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfImage[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const operators = await page.getOperatorList();
    const images: PdfImage[] = [];
    // The transform in force, so each image's drawn size is known (images are painted into a unit square).
    let transform = [1, 0, 0, 1, 0, 0];
    const stack: number[][] = [];
    for (let i = 0; i < operators.fnArray.length; i += 1) {
      const fn = operators.fnArray[i];
      const args = operators.argsArray[i] as unknown[];
      if (fn === OPS.save) stack.push(transform);
      else if (fn === OPS.restore) transform = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (fn === OPS.transform) transform = multiply(transform, args as number[]);
      else if (fn === OPS.paintImageXObject) {
        const id = args[0] as string;
        const store = id.startsWith('g_') ? page.commonObjs : page.objs;
        const image = await new Promise<DecodedImage>((resolve) => store.get(id, resolve));
        images.push({
          width: image.width,
          height: image.height,
          rgba: toRgba(image),
          drawn: { width: Math.hypot(transform[0]!, transform[1]!), height: Math.hypot(transform[2]!, transform[3]!) },
        });
      }
    }
    pages.push(images);
  }
  await pdf.destroy();
  return pages;
}

function multiply(m: number[], n: number[]): number[] {
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  const [a2, b2, c2, d2, e2, f2] = n as [number, number, number, number, number, number];
  return [a2 * a + b2 * c, a2 * b + b2 * d, c2 * a + d2 * c, c2 * b + d2 * d, e2 * a + f2 * c + e, e2 * b + f2 * d + f];
}

/** Every colour (`#rrggbb`) of the pictures a PDF's first page paints: its map and logos, drawn from SVG. */
export async function pdfPictureColours(bytes: Uint8Array | Buffer): Promise<Set<string>> {
  const [images] = await pdfImages(bytes);
  const colours = new Set<string>();
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  for (const { rgba } of images ?? []) for (let i = 0; i < rgba.length; i += 4) colours.add(`#${hex(rgba[i]!)}${hex(rgba[i + 1]!)}${hex(rgba[i + 2]!)}`);
  return colours;
}
