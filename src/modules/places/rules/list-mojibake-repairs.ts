import { CODE_PAGES } from './code-pages';
import { listCodePageReadings } from './list-code-page-readings';

// Budgets that bound the work on any text, however hostile, while leaving room for every mixture of
// code pages over three garblings of a name whose case was changed afterwards (four if it was not).
const CASE_READINGS_PER_PAGE = 64;
/** Characters read over all layers and readings of one run: dozens of times what a garbled name needs. */
const WORK_PER_RUN = 10_000;
const REPAIRS_PER_RUN = 8;
const REPAIRS_PER_TEXT = 16;

interface Repair {
  text: string;
  layers: number;
  caseChanges: number;
}

/**
 * Undoes garbling layer by layer, through either code page at every layer. A case change (a person or
 * an UPPER formula) comes after the garbling, so only the outer layer is read in either case; inner
 * layers must decode exactly, which soon ends any wrong reading. No depth limit is needed: every layer
 * turns at least two characters into one, so a run halves at each step, and the work budget caps the rest.
 *
 * Its answers are the readings that cannot be undone further, those that undid more layers (each one
 * well-formed UTF-8, strong evidence) and then those with fewer case changes first, and last the run
 * as it came, in case a genuine name merely looked garbled.
 */
function listRunRepairs(run: string): string[] {
  const repairs: Repair[] = [];
  let work = 0;
  const visit = (text: string, layers: number, caseChanges: number): void => {
    work += text.length;
    const found = CODE_PAGES.flatMap((page) =>
      listCodePageReadings(text, page, layers === 0 ? { limit: CASE_READINGS_PER_PAGE, caseless: true } : { limit: 1, caseless: false }),
    );
    if (found.length === 0 && layers > 0) repairs.push({ text, layers, caseChanges });
    for (const reading of found) {
      if (work >= WORK_PER_RUN) return;
      visit(reading.text, layers + 1, caseChanges + reading.caseChanges);
    }
  };
  visit(run, 0, 0);
  const best = repairs.sort((a, b) => b.layers - a.layers || a.caseChanges - b.caseChanges).map((repair) => repair.text);
  return [...new Set([...best.slice(0, REPAIRS_PER_RUN), run])];
}

/**
 * The likely readings of text that may be mojibake: UTF-8 shown through Windows-1252 (or ISO-8859-1)
 * or code page 437, once or several times over and in any mixture (`Ã±`, `├▒`, `├â┬▒` all being `ñ`),
 * also after its case was changed. Best first; the first is the text itself when nothing can be undone.
 *
 * Every garbled character becomes a run of non-ASCII characters and ASCII is never touched, so each
 * run is repaired on its own: a name may hold a garbled `ñ` beside a genuine `é`.
 */
export function listMojibakeRepairs(text: string): string[] {
  let texts = [''];
  for (const [i, part] of text.split(/([^\x00-\x7f]+)/u).entries()) {
    if (i % 2 === 0) texts = texts.map((start) => start + part);
    else {
      const repairs = listRunRepairs(part);
      texts = texts.flatMap((start) => repairs.map((repair) => start + repair)).slice(0, REPAIRS_PER_TEXT);
    }
  }
  return texts;
}
