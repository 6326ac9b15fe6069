import { formatMegabytes, WORKBOOK_LIMITS } from './workbook-limits';

export interface ZipEntrySize {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * Why an archive with these entry sizes must not be unpacked, in words for the person who sent it,
 * or null when it may. Used on the sizes the directory declares, then on the sizes measured.
 */
export function findZipBomb(entries: readonly ZipEntrySize[], limits = WORKBOOK_LIMITS): string | null {
  if (entries.length > limits.maxEntries) return `the workbook holds more than ${limits.maxEntries.toLocaleString('en')} parts and was refused`;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > limits.maxUnpackedBytes) return `the workbook unpacks to more than ${formatMegabytes(limits.maxUnpackedBytes)} and was refused`;
    if (entry.uncompressedSize > limits.maxPartBytes)
      return `the part ${entry.name} unpacks to more than ${formatMegabytes(limits.maxPartBytes)} and was refused`;
    if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
      return `the part ${entry.name} unpacks to ${formatMegabytes(entry.uncompressedSize)} from ${Math.ceil(entry.compressedSize / 1024)} KB (over ${limits.maxRatio}:1) and was refused`;
    }
  }
  return null;
}
