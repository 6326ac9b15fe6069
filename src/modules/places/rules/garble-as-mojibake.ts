import { CODE_PAGES } from './code-pages';

export type GarblingCodePage = 'windows-1252' | 'iso-8859-1' | 'cp437';

/**
 * What a program shows for UTF-8 text when it reads the bytes through a single-byte code page
 * (`Biñan` → `BiÃ±an` through Windows-1252, `Bi├▒an` through code page 437). The opposite of
 * repairMojibake, kept to produce the garbled names PAGASA's files carry.
 */
export function garbleAsMojibake(text: string, page: GarblingCodePage): string {
  const bytes = new TextEncoder().encode(text);
  // True ISO-8859-1 shows every byte as the code point of its value, 0x80–0x9F as C1 controls.
  if (page === 'iso-8859-1') return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  const { chars } = CODE_PAGES.find((candidate) => candidate.name === page)!;
  return Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : chars[byte - 0x80]!)).join('');
}
