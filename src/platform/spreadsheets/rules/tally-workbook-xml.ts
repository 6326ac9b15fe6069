import { SaxesParser } from 'saxes';
import { WORKBOOK_LIMITS } from './workbook-limits';

export interface WorkbookCounts {
  sheets: number;
  rows: number;
  cells: number;
  sharedStrings: number;
  /** In characters (UTF-16 units, as Excel counts) once entities are read. */
  longestString: number;
}

export type WorkbookXmlLimits = Record<'maxSheets' | 'maxRows' | 'maxCells' | 'maxSharedStrings' | 'maxStringLength', number>;

export interface WorkbookTally {
  /**
   * Starts the next part of the archive by its name. Only worksheets and the shared strings are
   * read; other parts pass through `feed` uncounted. Returns a refusal when the part is a sheet too many.
   */
  startPart(name: string): string | null;
  /** Counts the next piece of the current part, which may split anywhere; a refusal as soon as a cap is passed. */
  feed(chunk: Uint8Array): string | null;
  readonly counts: Readonly<WorkbookCounts>;
}

// The part names exceljs reads as worksheets and shared strings (both its readers), matched as loosely.
const WORKSHEET_PART = /xl\/worksheets\/sheet\d+[.]xml/i;
const SHARED_STRINGS_PART = /(^|\/)xl\/sharedStrings[.]xml$/i;
// saxes holds a text, comment or tag whole until it ends. Written as character references a text within
// Excel's limit takes at most this many characters a character, so more unread than that is refused early.
const MAX_CHARACTERS_PER_UNIT = 32;

class Refused extends Error {}
class Malformed extends Error {}

/**
 * Counts what an .xlsx would cost exceljs (sheets, rows, cells, shared strings, the longest text)
 * from the raw XML of its parts as they are inflated, keeping nothing but counters, so a workbook too
 * big to load is refused after reading no further than the cap it passes. The XML is read by saxes,
 * the streaming parser exceljs itself uses, so whatever the chunks split (a tag, an entity, a UTF-8
 * character) the counts are those exceljs would see. At the first fault saxes finds in a part the
 * tally stops reading it: exceljs, with the same saxes, refuses the part at that fault, and all the
 * tally still bounds is how much more is unpacked before then (as a text too long).
 */
export function tallyWorkbookXml(limits: WorkbookXmlLimits = WORKBOOK_LIMITS): WorkbookTally {
  const counts: WorkbookCounts = { sheets: 0, rows: 0, cells: 0, sharedStrings: 0, longestString: 0 };
  let part: 'worksheet' | 'sharedStrings' | null = null;
  let parser = new SaxesParser();
  let decoder = new TextDecoder();
  let stringLength = 0;
  // Where saxes was at its last event: what it read since is held, unreported, in memory.
  let reported = 0;
  let malformed = false;
  let unread = 0;

  const format = (n: number) => n.toLocaleString('en');
  const refuse = (message: string): never => {
    throw new Refused(message);
  };
  const tooLongMessage = `the workbook has a text of more than ${format(limits.maxStringLength)} characters (Excel's own limit) and was refused`;
  const tooLong = () => refuse(tooLongMessage);
  const addText = (text: string) => {
    reported = parser.position;
    stringLength += text.length;
    counts.longestString = Math.max(counts.longestString, stringLength);
    if (stringLength > limits.maxStringLength) tooLong();
  };

  const startParser = () => {
    parser = new SaxesParser();
    decoder = new TextDecoder();
    reported = 0;
    malformed = false;
    parser.on('error', () => {
      throw new Malformed();
    });
    parser.on('text', addText);
    parser.on('cdata', addText);
    // A worksheet's text nodes end at every tag; a shared string spans its runs.
    parser.on('closetag', () => {
      reported = parser.position;
      if (part === 'worksheet') stringLength = 0;
    });
    parser.on('opentagstart', ({ name }) => {
      reported = parser.position;
      const local = name.slice(name.lastIndexOf(':') + 1);
      if (part === 'worksheet') {
        stringLength = 0;
        if (local === 'c' && ++counts.cells > limits.maxCells) refuse(`the workbook has more than ${format(limits.maxCells)} cells and was refused`);
        if (local === 'row' && ++counts.rows > limits.maxRows) refuse(`the workbook has more than ${format(limits.maxRows)} rows and was refused`);
      } else if (local === 'si') {
        stringLength = 0;
        if (++counts.sharedStrings > limits.maxSharedStrings) {
          refuse(`the workbook has more than ${format(limits.maxSharedStrings)} different texts (shared strings) and was refused`);
        }
      }
    });
    for (const event of ['comment', 'processinginstruction', 'opentag', 'xmldecl'] as const) parser.on(event, () => (reported = parser.position));
  };

  return {
    counts,
    startPart(partName) {
      part = WORKSHEET_PART.test(partName) ? 'worksheet' : SHARED_STRINGS_PART.test(partName) ? 'sharedStrings' : null;
      stringLength = 0;
      startParser();
      if (part === 'worksheet' && ++counts.sheets > limits.maxSheets) return `the workbook has more than ${format(limits.maxSheets)} sheets and was refused`;
      return null;
    },
    feed(chunk) {
      if (part === null) return null;
      const text = decoder.decode(chunk, { stream: true });
      try {
        if (malformed) unread += text.length;
        else parser.write(text);
      } catch (error) {
        if (error instanceof Refused) return error.message;
        if (!(error instanceof Malformed)) throw error;
        malformed = true;
        // What saxes held at the fault and the whole chunk, rather than less.
        unread = parser.position - reported + text.length;
      }
      if (!malformed) unread = parser.position - reported;
      return unread > limits.maxStringLength * MAX_CHARACTERS_PER_UNIT ? tooLongMessage : null;
    },
  };
}
