import { describe, expect, it } from 'vitest';
import { findZipBomb } from './find-zip-bomb';

const MB = 1024 * 1024;

describe('finding a zip bomb by its sizes', () => {
  it('lets an ordinary workbook through', () => {
    expect(findZipBomb([{ name: 'xl/worksheets/sheet1.xml', compressedSize: 300_000, uncompressedSize: 1.5 * MB }])).toBeNull();
  });

  it('refuses more than 100 MB unpacked in total', () => {
    const parts = Array.from({ length: 4 }, (_, i) => ({ name: `xl/worksheets/sheet${i}.xml`, compressedSize: 5 * MB, uncompressedSize: 30 * MB }));
    expect(findZipBomb(parts)).toBe('the workbook unpacks to more than 100 MB and was refused');
  });

  it('refuses a large part packed more than 200 times over, but not a small one', () => {
    expect(findZipBomb([{ name: 'xl/sharedStrings.xml', compressedSize: 20 * 1024, uncompressedSize: 20 * MB }])).toMatch(
      /^the part xl\/sharedStrings\.xml unpacks to 20 MB from 20 KB \(over 200:1\) and was refused$/,
    );
    expect(findZipBomb([{ name: 'xl/styles.xml', compressedSize: 1024, uncompressedSize: 1 * MB }])).toBeNull();
  });

  it('refuses more than 1,000 parts', () => {
    const parts = Array.from({ length: 1001 }, (_, i) => ({ name: `p${i}`, compressedSize: 0, uncompressedSize: 0 }));
    expect(findZipBomb(parts)).toBe('the workbook holds more than 1,000 parts and was refused');
  });

  it('refuses one part larger than a real sheet could be, however well it packs', () => {
    expect(findZipBomb([{ name: 'xl/worksheets/sheet1.xml', compressedSize: 8 * MB, uncompressedSize: 33 * MB }])).toBe(
      'the part xl/worksheets/sheet1.xml unpacks to more than 32 MB and was refused',
    );
    expect(findZipBomb([{ name: 'xl/worksheets/sheet1.xml', compressedSize: 8 * MB, uncompressedSize: 32 * MB }])).toBeNull();
  });
});
