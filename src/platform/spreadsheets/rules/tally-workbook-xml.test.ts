import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { TEN_DAY_ISSUE_DIR } from '../../../../tests/support/shared-data';
import { tallyWorkbookXml, type WorkbookXmlLimits } from './tally-workbook-xml';
import { WORKBOOK_LIMITS } from './workbook-limits';

const SHEET = 'xl/worksheets/sheet1.xml';
const STRINGS = 'xl/sharedStrings.xml';
const roomy: WorkbookXmlLimits = { maxSheets: 1e9, maxRows: 1e9, maxCells: 1e9, maxSharedStrings: 1e9, maxStringLength: 1e9 };

/** Feeds each part whole, or cut at the given offsets; the first refusal, and the counts. */
function tally(parts: [string, Buffer][], limits = roomy, cuts: number[][] = []) {
  const counter = tallyWorkbookXml(limits);
  let refusal: string | null = null;
  parts.forEach(([name, bytes], p) => {
    refusal ??= counter.startPart(name);
    const offsets = [0, ...(cuts[p] ?? []).map((cut) => cut % (bytes.length + 1)).sort((a, b) => a - b), bytes.length];
    for (let i = 1; i < offsets.length && !refusal; i++) refusal = counter.feed(bytes.subarray(offsets[i - 1], offsets[i]));
  });
  return { refusal, ...counter.counts };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Between elements: white space (a text node of its own) or markup the XML parser would not take
// for cells or rows, with quotes that do not pair up.
const noise = fc.constantFrom(
  { xml: '', text: 0 },
  { xml: ' ', text: 1 },
  { xml: '\n  ', text: 3 },
  { xml: '<!-- <c r="Z9"/> <row> don\'t -->', text: 0 },
  { xml: '<?mso-application progid="Excel.Sheet" \'?>', text: 0 },
  { xml: '<!---->', text: 0 },
);

const cell = fc.oneof(
  fc.nat(99999).map((n) => ({ xml: `<c r="A1"><v>${n}</v></c>`, text: String(n).length })),
  fc.constant({ xml: '<c r="B2" s="1"/>', text: 0 }),
  fc.constant({ xml: '<x:c r="C3" t="s"><x:v>7</x:v></x:c>', text: 1 }),
  fc.constant({ xml: '<c r="D4" note="a>b"><f>SUM(A1:A3)</f></c>', text: 10 }),
  fc.string({ unit: fc.constantFrom('a', 'Ñ', '😀', '<', '&', '"', ' ', 'ẞ'), maxLength: 12 }).map((text) => ({
    xml: `<c r="E5" t="inlineStr"><is><t>${escape(text)}</t></is></c>`,
    text: text.length,
  })),
);

const worksheet = fc.array(fc.tuple(noise, fc.array(fc.tuple(cell, noise), { maxLength: 6 })), { maxLength: 12 }).map((rows) => ({
  xml: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="main"><sheetData>' +
      rows.map(([before, cells], r) => `${before.xml}<row r="${r + 1}" spans="1:5">${cells.map(([c, after]) => c.xml + after.xml).join('')}</row>`).join('') +
      '</sheetData></worksheet>',
  ),
  rows: rows.length,
  cells: rows.reduce((sum, [, cells]) => sum + cells.length, 0),
  // The line break after the declaration is a text node too.
  longest: Math.max(1, ...rows.flatMap(([before, cells]) => [before.text, ...cells.flatMap(([c, after]) => [c.text, after.text])])),
}));

const run = fc.string({ unit: fc.constantFrom('b', 'ñ', '😀', '<', '>', '&', "'", ' '), maxLength: 10 });
const sharedStrings = fc.array(fc.array(run, { minLength: 1, maxLength: 3 }), { maxLength: 15 }).map((strings) => ({
  xml: Buffer.from(
    `<?xml version="1.0"?>\n<sst count="${strings.length}">` +
      strings
        .map((runs) =>
          runs.length === 1
            ? `<si><t xml:space="preserve">${escape(runs[0]!)}</t></si>`
            : `<si>${runs.map((text) => `<r><rPr><b/></rPr><t>${escape(text)}</t></r>`).join('')}</si>`,
        )
        .join('') +
      '</sst>',
  ),
  strings: strings.length,
  // The line break after the declaration is counted before the first string starts.
  longest: Math.max(1, ...strings.map((runs) => runs.join('').length)),
}));

describe('tallying a workbook from its XML as it is inflated', () => {
  it('counts a real PAGASA 10-day workbook as the sheet holds it', async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(TEN_DAY_ISSUE_DIR, 'day1.xlsx')));
    const files = Object.values(zip.files).filter((file) => !file.dir);
    const parts = await Promise.all(files.map(async (file): Promise<[string, Buffer]> => [file.name, await file.async('nodebuffer')]));
    // Counted independently with an XML parser: 1,650 rows, 27,101 cells, 1,681 shared texts, the longest 46 characters.
    expect(tally(parts)).toEqual({ refusal: null, sheets: 1, rows: 1650, cells: 27_101, sharedStrings: 1681, longestString: 46 });
    expect(tally(parts, WORKBOOK_LIMITS).refusal).toBeNull();
  });

  it('counts the same wherever the chunks split, even inside a tag, an entity or a character', () => {
    fc.assert(
      fc.property(
        worksheet,
        sharedStrings,
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        (sheet, strings, sheetCuts, stringCuts) => {
          const parts: [string, Buffer][] = [
            [SHEET, sheet.xml],
            [STRINGS, strings.xml],
          ];
          const whole = tally(parts);
          expect(whole).toEqual({
            refusal: null,
            sheets: 1,
            rows: sheet.rows,
            cells: sheet.cells,
            sharedStrings: strings.strings,
            longestString: Math.max(sheet.longest, strings.longest),
          });
          expect(tally(parts, roomy, [sheetCuts, stringCuts])).toEqual(whole);
          // One byte at a time is the worst split of all.
          expect(tally(parts, roomy, [Array.from(sheet.xml.keys()), Array.from(strings.xml.keys())])).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts entities as the characters they stand for and UTF-8 as Excel does, in UTF-16 units', () => {
    const xml = Buffer.from('<sst><si><t>&lt;60 Ñ 😀</t></si><si><r><t>ab</t></r><r><t>&#x1F600;c</t></r></si></sst>');
    expect(tally([[STRINGS, xml]])).toMatchObject({ sharedStrings: 2, longestString: 8 });
  });

  it('reads only worksheets and the shared strings, as exceljs names them', () => {
    const cells = Buffer.from('<row><c/><c/></row>');
    expect(
      tally([
        ['xl/styles.xml', cells],
        ['xl/worksheets/_rels/sheet1.xml.rels', cells],
        ['xl/chartsheets/sheet1.xml', cells],
      ]),
    ).toMatchObject({ sheets: 0, cells: 0 });
    expect(
      tally([
        ['/xl/worksheets/sheet12.xml', cells],
        [SHEET, cells],
      ]),
    ).toMatchObject({ sheets: 2, rows: 2, cells: 4 });
  });

  it('does not let a quote or markup in a comment or CDATA hide the cells after it', () => {
    const xml = Buffer.from('<sheetData><!-- \' <c/> --><row><![CDATA[ <c/> " ]]><c r="A1"/></row><?pi "?><row><c/></row></sheetData>');
    expect(tally([[SHEET, xml]])).toMatchObject({ rows: 2, cells: 2 });
  });

  it('stops at the chunk that passes each cap, naming the cap', () => {
    const limits = { maxSheets: 2, maxRows: 3, maxCells: 5, maxSharedStrings: 2, maxStringLength: 10 };
    const sheet = (rows: number, cellsPerRow: number) =>
      Buffer.from(`<sheetData>${`<row>${'<c><v>1</v></c>'.repeat(cellsPerRow)}</row>`.repeat(rows)}</sheetData>`);
    expect(tally([[SHEET, sheet(2, 3)]], limits)).toMatchObject({ refusal: 'the workbook has more than 5 cells and was refused', cells: 6, rows: 2 });
    expect(tally([[SHEET, sheet(4, 1)]], limits)).toMatchObject({ refusal: 'the workbook has more than 3 rows and was refused', rows: 4 });
    expect(
      tally(
        [
          [SHEET, sheet(1, 1)],
          ['xl/worksheets/sheet2.xml', sheet(1, 1)],
          ['xl/worksheets/sheet3.xml', sheet(1, 1)],
        ],
        limits,
      ),
    ).toMatchObject({
      refusal: 'the workbook has more than 2 sheets and was refused',
      cells: 2,
    });
    expect(tally([[STRINGS, Buffer.from('<sst><si><t>a</t></si><si/><si><t>c</t></si><si/></sst>')]], limits)).toMatchObject({
      refusal: 'the workbook has more than 2 different texts (shared strings) and was refused',
      sharedStrings: 3,
    });
    expect(tally([[STRINGS, Buffer.from('<sst><si><r><t>Laguna</t></r><r><t> Bay!</t></r></si></sst>')]], limits)).toMatchObject({
      refusal: "the workbook has a text of more than 10 characters (Excel's own limit) and was refused",
      longestString: 11,
    });
    expect(tally([[SHEET, Buffer.from(`<c><v>${'9'.repeat(11)}</v></c>`)]], limits).refusal).toMatch(/a text of more than 10 characters/);
  });

  it('stops reading within the chunk that passes the cap', () => {
    const counter = tallyWorkbookXml({ ...roomy, maxCells: 2 });
    counter.startPart(SHEET);
    expect(counter.feed(Buffer.from('<row><c/><c/><c/><c/><c/></row>'))).toBe('the workbook has more than 2 cells and was refused');
    expect(counter.counts.cells).toBe(3);
  });

  it('refuses a text too long for Excel before it ends, even one that is not well-formed', () => {
    const limits = { ...roomy, maxStringLength: 10 };
    const counter = tallyWorkbookXml(limits);
    counter.startPart(STRINGS);
    expect(counter.feed(Buffer.from('<sst><si><t>'))).toBeNull();
    const refusals = Array.from({ length: 100 }, () => counter.feed(Buffer.from('a'.repeat(100))));
    expect(refusals.find(Boolean)).toMatch(/a text of more than 10 characters/);
    const bareAmpersands = Buffer.from(`<sst><si><t>${`&${'x'.repeat(40)}`.repeat(20)}</t></si></sst>`);
    expect(tally([[STRINGS, bareAmpersands]], limits).refusal).toMatch(/a text of more than 10 characters/);
  });
});
