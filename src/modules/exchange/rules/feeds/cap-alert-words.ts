import type { WindSignal } from '@/modules/weather/rules/conditions';
import { splitCycloneName } from '@/modules/weather/rules/cyclone-name';
import type { CycloneCategory } from '@/modules/weather/rules/weather-words';

// How alerts write a wind signal in their texts: "Signal No. 3", "Wind Signal No. 1", "TCWS #2",
// "Tropical Cyclone Wind Signal Number 4", and the portal's own parameter values ("signal_number_3").
const SIGNAL_IN_TEXT = /\b(?:TCWS|signal)\s*(?:no\.?|nos\.?|number|num\.?|#|level)?\s*#?\s*([1-5])\b/gi;
const SIGNAL_CODE = /^signal_number_([1-5])$/i;

const toSignal = (digit: string) => `signal_number_${digit}` as WindSignal;

/** Parameter names that carry a wind signal: `windSignal` (the portal's), `WindSignal`, `TCWS`, `signal`, `wind_signal_level`. */
export function isSignalParameter(valueName: string): boolean {
  return /^(?:tropical[\s_-]*cyclone[\s_-]*)?(?:wind[\s_-]*signal|tcws|signal)(?:[\s_-]*(?:no|number|level))?$/i.test(valueName.trim());
}

/** The one signal a text names, or null when it names none or several different ones. */
export function findSignalInText(text: string): WindSignal | null {
  const digits = new Set([...text.matchAll(SIGNAL_IN_TEXT)].map((match) => match[1]!));
  return digits.size === 1 ? toSignal([...digits][0]!) : null;
}

/** A signal parameter's value: the portal's codes, a bare level (`3`), or words (`Signal No. 3`, `TCWS #3`). */
export function readSignalValue(value: string): WindSignal | null {
  const text = value.trim();
  if (/^general_no_signal$/i.test(text)) return 'general_no_signal';
  const code = SIGNAL_CODE.exec(text);
  if (code) return toSignal(code[1]!);
  if (/^#?\s*[1-5]$/.test(text)) return toSignal(text.slice(-1));
  return findSignalInText(text);
}

// The category words before a name, longest first; a name is one word (or two, "Ulysses II" is not one of them).
const NAMED =
  /\b(super\s+typhoon|severe\s+tropical\s+storm|tropical\s+storm|tropical\s+depression|typhoon|tropical\s+cyclone|bagyong?)\s+["“'‘]?([A-Za-z][A-Za-z-]*)/gi;
/** Words that follow "tropical cyclone" in an alert's texts but are no name. */
const NOT_NAMES = new Set([
  'wind',
  'winds',
  'signal',
  'signals',
  'warning',
  'warnings',
  'bulletin',
  'bulletins',
  'advisory',
  'alert',
  'alerts',
  'information',
  'track',
  'threat',
  'update',
  'outside',
  'inside',
  'is',
  'has',
  'was',
  'no',
  'in',
  'over',
  'with',
  'the',
  'a',
  'an',
  'and',
  'of',
  'for',
  'near',
  'associated',
]);

/**
 * The cyclone's name as an alert's event, headline or description write it (`Typhoon "PEPITO" (MAN-YI)`,
 * `tropical cyclone KRISTINE`, `Bagyong Kristine`), and the category its words name. A name written in
 * capitals, as PAGASA writes them, wins over one that is merely capitalised.
 */
export function findCycloneName(texts: readonly string[]): { name: string; category: CycloneCategory | null } | null {
  const found = texts.flatMap((text) =>
    [...text.matchAll(NAMED)]
      .filter((match) => !NOT_NAMES.has(match[2]!.toLowerCase()))
      .map((match) => ({ name: match[2]!, category: splitCycloneName(`${match[1]} ${match[2]}`).category })),
  );
  const capitals = found.filter(({ name }) => name.length >= 2 && name === name.toUpperCase());
  const best = capitals[0] ?? found.find(({ name }) => /^[A-Z]/.test(name));
  if (!best) return null;
  return { name: best.name.slice(0, 60), category: best.category ?? found.find((entry) => entry.category)?.category ?? null };
}

const BULLETIN_IN_TEXT = /\b(?:bulletin|TCB|advisory)\s*(?:no\.?|number|#)\s*#?\s*(\d{1,3}[A-Z]?)\b/i;

/** PAGASA's bulletin number: the portal's `pagasaBulletinNumber` parameter, another `…bulletin…` parameter, or "Bulletin No. 11" in a text. */
export function findBulletinNumber(parameters: readonly { valueName: string; value: string }[], texts: readonly string[]): string | null {
  const parameter = parameters.find((entry) => /bulletin/i.test(entry.valueName) && /^\w[\w-]{0,19}$/.test(entry.value.trim()));
  if (parameter) return parameter.value.trim();
  for (const text of texts) {
    const match = BULLETIN_IN_TEXT.exec(text);
    if (match) return match[1]!;
  }
  return null;
}
