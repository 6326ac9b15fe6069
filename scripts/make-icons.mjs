#!/usr/bin/env node
// `node scripts/make-icons.mjs`: draws the app icons and favicon in public/ from public/icons/icon.svg
// with resvg: PNGs of 180 (Apple), 192 and 512 (the web app manifest) and a favicon.ico holding a
// 32 px PNG. Run again after changing the SVG; commit the output.
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const root = path.join(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public/icons/icon.svg'));

async function png(size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
}

/** An .ico file with one PNG image in it (every browser of the last decade reads PNG inside ICO). */
function icoOf(pngBytes, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(pngBytes.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, pngBytes]);
}

for (const [file, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
]) {
  fs.writeFileSync(path.join(root, 'public/icons', file), await png(size));
}
fs.writeFileSync(path.join(root, 'public/favicon.ico'), icoOf(await png(32), 32));
console.log('Wrote public/favicon.ico and public/icons/{apple-touch-icon,icon-192,icon-512}.png');
