import { WORKBOOK_LIMITS } from './workbook-limits';

export interface WorkbookCounts {
  sheets: number;
  rows: number;
  cells: number;
  sharedStrings: number;
  /** In characters (UTF-16 units, as Excel counts); an entity counts as one. */
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

// Where the tokenizer is: in text, an entity, a tag's name or the rest of a tag, a comment, CDATA, a processing instruction.
const TEXT = 0;
const ENTITY = 1;
const NAME = 2;
const TAG = 3;
const COMMENT = 4;
const CDATA = 5;
const INSTRUCTION = 6;

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMI = 0x3b;
const SLASH = 0x2f;
const DASH = 0x2d;
const QUESTION = 0x3f;
const BRACKET_CLOSE = 0x5d;
// Longer names are of no interest: only `row`, `c` and `si` are counted.
const MAX_NAME = 12;
// An `&` not closed by `;` this soon is not an entity (the XML parser will refuse the part anyway).
const MAX_ENTITY = 32;

/** How many UTF-16 units the character a UTF-8 byte starts stands for: continuation bytes add none. */
const unitsOf = (byte: number) => (byte < 0x80 ? 1 : byte < 0xc0 ? 0 : byte < 0xf0 ? 1 : 2);
const isNameEnd = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === SLASH || byte === GT;

/**
 * Counts what an .xlsx would cost exceljs (sheets, rows, cells, shared strings, the longest text)
 * from the raw XML of its parts as they are inflated, keeping nothing but counters, so a workbook too
 * big to load is refused after reading no further than the cap it passes. A small tokenizer over
 * bytes rather than an XML parser: its state survives any split between chunks (inside a tag name,
 * an entity or a UTF-8 character), and it errs toward counting more, never less. Markup inside
 * comments and CDATA is not counted as elements, as the XML parser would not see it either; CDATA
 * is counted as text, since exceljs would keep it.
 */
export function tallyWorkbookXml(limits: WorkbookXmlLimits = WORKBOOK_LIMITS): WorkbookTally {
  const counts: WorkbookCounts = { sheets: 0, rows: 0, cells: 0, sharedStrings: 0, longestString: 0 };
  let part: 'worksheet' | 'sharedStrings' | null = null;
  let state: number = TEXT;
  let name = '';
  let closing = false;
  let entityLength = 0;
  // Bytes of the closing `-->`, `]]>` or `?>` seen so far.
  let terminator = 0;
  let stringLength = 0;

  const format = (n: number) => n.toLocaleString('en');
  const addText = (units: number): string | null => {
    stringLength += units;
    if (stringLength > counts.longestString) {
      counts.longestString = stringLength;
      if (stringLength > limits.maxStringLength) {
        return `the workbook has a text of more than ${format(limits.maxStringLength)} characters (Excel's own limit) and was refused`;
      }
    }
    return null;
  };

  /** A tag's name is complete: count it. A worksheet's text nodes end at every tag; a shared string spans its runs. */
  const endName = (): string | null => {
    const local = name.slice(name.lastIndexOf(':') + 1);
    if (part === 'worksheet') {
      stringLength = 0;
      if (closing) return null;
      if (local === 'c' && ++counts.cells > limits.maxCells) return `the workbook has more than ${format(limits.maxCells)} cells and was refused`;
      if (local === 'row' && ++counts.rows > limits.maxRows) return `the workbook has more than ${format(limits.maxRows)} rows and was refused`;
    } else if (!closing && local === 'si') {
      stringLength = 0;
      if (++counts.sharedStrings > limits.maxSharedStrings) {
        return `the workbook has more than ${format(limits.maxSharedStrings)} different texts (shared strings) and was refused`;
      }
    }
    return null;
  };

  return {
    counts,
    startPart(partName) {
      part = WORKSHEET_PART.test(partName) ? 'worksheet' : SHARED_STRINGS_PART.test(partName) ? 'sharedStrings' : null;
      state = TEXT;
      name = '';
      stringLength = 0;
      if (part === 'worksheet' && ++counts.sheets > limits.maxSheets) return `the workbook has more than ${format(limits.maxSheets)} sheets and was refused`;
      return null;
    },
    feed(chunk) {
      if (part === null) return null;
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]!;
        let refusal: string | null = null;
        switch (state) {
          case TEXT:
            if (byte === LT) {
              state = NAME;
              name = '';
              closing = false;
            } else if (byte === AMP) {
              state = ENTITY;
              entityLength = 0;
              refusal = addText(1);
            } else {
              refusal = addText(unitsOf(byte));
            }
            break;
          case ENTITY:
            if (byte === SEMI) state = TEXT;
            else if (byte === LT) {
              state = NAME;
              name = '';
              closing = false;
            } else if (++entityLength > MAX_ENTITY) {
              // Not an entity after all: its bytes count as text, so a run of bare `&` hides nothing.
              state = TEXT;
              refusal = addText(entityLength);
            }
            break;
          case NAME:
            if (name === '' && byte === SLASH && !closing) {
              closing = true;
            } else if (name === '' && byte === QUESTION && !closing) {
              state = INSTRUCTION;
              terminator = 0;
            } else if (isNameEnd(byte)) {
              refusal = endName();
              state = byte === GT ? TEXT : TAG;
            } else {
              if (name.length < MAX_NAME) name += String.fromCharCode(byte);
              if (name === '!--') {
                state = COMMENT;
                terminator = 0;
              } else if (name === '![CDATA[') {
                state = CDATA;
                terminator = 0;
              }
            }
            break;
          case TAG:
            // `>` may appear in an attribute value, which then counts a little text: more, not less.
            if (byte === GT) state = TEXT;
            break;
          case COMMENT:
            if (byte === DASH) terminator = Math.min(terminator + 1, 2);
            else if (byte === GT && terminator === 2) state = TEXT;
            else terminator = 0;
            break;
          case CDATA:
            if (byte === BRACKET_CLOSE) terminator = Math.min(terminator + 1, 2);
            else if (byte === GT && terminator === 2) state = TEXT;
            else terminator = 0;
            refusal = addText(unitsOf(byte));
            break;
          case INSTRUCTION:
            if (byte === GT && terminator === 1) state = TEXT;
            else terminator = byte === QUESTION ? 1 : 0;
            break;
        }
        if (refusal) return refusal;
      }
      return null;
    },
  };
}
