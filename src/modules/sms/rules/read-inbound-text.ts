import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import { createCropFinder, cropNameKey } from '@/modules/calendar/rules/crops/find-crop';
import { cleanFeedbackComment, commentLength, FEEDBACK_COMMENT_MAX } from '@/modules/feedback/rules/feedback-comment';
import type { MatchablePlace, PlaceMatch, PlaceMatcher } from '@/modules/places/rules/match-place';
import { readSmsLanguage } from './phonebook';

/** The word a subscription by text starts with: `ACAP CALAMBA PALAY TL`. */
export const SUBSCRIBE_KEYWORD = 'acap';

/**
 * Words that stop all sending when they are the whole text, and the language each is in (null: used
 * in both). UNSUBSCRIBE is UNSUB written out: a farmer who writes it means the same.
 */
const STOP_WORDS: ReadonlyMap<string, BulletinLanguage | null> = new Map([
  ['stop', null],
  ['unsub', null],
  ['unsubscribe', null],
  ['hinto', 'tag'],
  ['tigil', 'tag'],
]);
const YES_WORDS: ReadonlyMap<string, BulletinLanguage> = new Map([
  ['oo', 'tag'],
  ['opo', 'tag'],
  ['oho', 'tag'],
  ['yes', 'en'],
]);
const NO_WORDS: ReadonlyMap<string, BulletinLanguage> = new Map([
  ['hindi', 'tag'],
  ['hinde', 'tag'],
  ['no', 'en'],
]);
const HELP_WORDS: ReadonlyMap<string, BulletinLanguage | null> = new Map([
  ['help', 'en'],
  ['info', null],
  ['tulong', 'tag'],
]);
// "Oo po": the politeness word adds nothing to the answer, so it is no comment.
const POLITE_WORDS = new Set(['po', 'opo', 'ho']);

/** A town of up to six words, its province, a crop of three and the language fit in this; longer is no command. */
const MAX_COMMAND_WORDS = 12;

export type SubscribeProblem<P> =
  /** `ACAP` alone, or neither the town nor the crop understood. */
  | { problem: 'form' }
  | { problem: 'unknown_town'; written: string }
  | { problem: 'ambiguous_town'; written: string; candidates: P[]; cropWords: string | null }
  | { problem: 'unknown_crop'; written: string; place: P; townWords: string }
  | { problem: 'no_crop'; place: P; townWords: string };

export type HelpReason = 'empty' | 'too_long' | 'asked';

/** What a farmer's text asks for. `language` is what the words themselves say (null: nothing, or both). */
export type InboundReading<P extends MatchablePlace> =
  | { kind: 'stop'; language: BulletinLanguage | null }
  | {
      kind: 'subscribe';
      place: P;
      crop: CropDefinition;
      language: BulletinLanguage;
      /** The command as understood, in capitals (`ACAP CITY OF CALAMBA PALAY TL`), for the consent record. */
      command: string;
    }
  | ({ kind: 'subscribe_problem'; language: BulletinLanguage | null } & SubscribeProblem<P>)
  | { kind: 'feedback'; useful: boolean | null; comment: string | null; language: BulletinLanguage | null }
  | { kind: 'help'; reason: HelpReason; language: BulletinLanguage | null };

// Invisible characters phones and keyboards slip in: they would keep "STOP" from being only STOP.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const EDGE_PUNCTUATION = /^\p{P}+|\p{P}+$/gu;

/** The text's words, as compared: compatibility forms folded (full-width letters), punctuation at their ends dropped. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .split(/\s+/u)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word !== '');
}

const lower = (word: string | undefined) => (word ?? '').toLowerCase();

/** The language a crop's name was written in: English only when it is the English name and that is not also the Tagalog one. */
function languageOfCropName(written: string, crop: CropDefinition): BulletinLanguage {
  const key = cropNameKey(written);
  const english = cropNameKey(crop.name.en);
  return key === english && english !== cropNameKey(crop.name.tl) ? 'en' : 'tag';
}

type TownMatch<P> = Extract<PlaceMatch<P & MatchablePlace>, { status: 'matched' } | { status: 'ambiguous' }> | null;

/** The town the words name, whole ("SAN PEDRO", "CITY OF CALAMBA") or followed by their province ("ROSARIO BATANGAS"). */
function readTown<P extends MatchablePlace>(words: readonly string[], towns: Pick<PlaceMatcher<P>, 'match'>): TownMatch<P> {
  const whole = towns.match(words.join(' '));
  if (whole.status === 'matched' || whole.status === 'ambiguous') return whole;
  for (let split = words.length - 1; split >= 1; split--) {
    const match = towns.match(words.slice(0, split).join(' '), { province: words.slice(split).join(' ') });
    if (match.status === 'matched' || match.status === 'ambiguous') return match;
  }
  return null;
}

function readSubscription<P extends MatchablePlace>(
  words: readonly string[],
  towns: Pick<PlaceMatcher<P>, 'match'>,
  crops: readonly CropDefinition[],
): InboundReading<P> {
  const problem = (found: SubscribeProblem<P>, language: BulletinLanguage | null = null): InboundReading<P> => ({
    kind: 'subscribe_problem',
    language,
    ...found,
  });
  if (words.length === 0 || words.length > MAX_COMMAND_WORDS) return problem({ problem: 'form' });
  // The language may close the command (as the form says) or follow ACAP.
  const rest = [...words];
  let given: BulletinLanguage | null = null;
  if (rest.length > 1 && readSmsLanguage(rest.at(-1)!)) given = readSmsLanguage(rest.pop()!);
  else if (rest.length > 1 && readSmsLanguage(rest[0]!)) given = readSmsLanguage(rest.shift()!);
  const findCrop = createCropFinder(crops);
  const cropIn = (from: number) => (from < rest.length ? findCrop(rest.slice(from).join(' ')) : null);

  // The longest town first: "SAN PEDRO" is one town, not "SAN" and a crop "PEDRO …".
  const townAt: TownMatch<P>[] = [];
  for (let end = rest.length - 1; end >= 1; end--) {
    const town = readTown(rest.slice(0, end), towns);
    townAt[end] = town;
    const crop = cropIn(end);
    if (!town || !crop) continue;
    const cropWords = rest.slice(end).join(' ');
    const language = given ?? languageOfCropName(cropWords, crop);
    if (town.status === 'ambiguous')
      return problem({ problem: 'ambiguous_town', written: rest.slice(0, end).join(' '), candidates: town.candidates, cropWords }, language);
    return {
      kind: 'subscribe',
      place: town.place,
      crop,
      language,
      command: ['ACAP', ...words].join(' ').toUpperCase(),
    };
  }

  // Nothing fits: say what was not understood, the town before the crop.
  const whole = readTown(rest, towns);
  if (whole?.status === 'matched') return problem({ problem: 'no_crop', place: whole.place, townWords: rest.join(' ') }, given);
  if (whole?.status === 'ambiguous')
    return problem({ problem: 'ambiguous_town', written: rest.join(' '), candidates: whole.candidates, cropWords: null }, given);
  for (let end = rest.length - 1; end >= 1; end--) {
    const town = townAt[end];
    if (town?.status === 'matched')
      return problem({ problem: 'unknown_crop', written: rest.slice(end).join(' '), place: town.place, townWords: rest.slice(0, end).join(' ') }, given);
  }
  for (let end = 1; end < rest.length; end++) {
    const crop = cropIn(end);
    if (crop) return problem({ problem: 'unknown_town', written: rest.slice(0, end).join(' ') }, given ?? languageOfCropName(rest.slice(end).join(' '), crop));
  }
  return problem({ problem: 'form' }, given);
}

/**
 * What a farmer's text asks for (issue 33):
 * - **stop**: the text is only STOP, HINTO, TIGIL or UNSUB (or UNSUBSCRIBE), in any case, with any
 *   spacing or punctuation around it, or that word after ACAP; inside a longer message it is no command;
 * - **subscribe**: `ACAP <town> <crop> [EN|TL]`: the town by the portal's place matcher, longest first
 *   (so "SAN PEDRO" and "CITY OF CALAMBA" are whole towns), its province after it when the name is
 *   shared ("ROSARIO BATANGAS"); the crop by its English or Tagalog name; the language by
 *   readSmsLanguage, after the crop or after ACAP. Without one, English when the crop was written by
 *   its English name, else Tagalog (the language most of the region's farmers read; the reply says
 *   which was chosen and how to change it). What was not understood is named;
 * - **feedback**: a reply to a bulletin: OO/OPO/YES (useful) or HINDI/NO (not useful), perhaps with
 *   a comment ("OO salamat": the whole text is the comment, so a reviewer reads what was written), or
 *   a comment alone; cleaned as the web form's are, numbers in it replaced;
 * - **help**: HELP/INFO/TULONG, an empty text, or one longer than a comment may be.
 */
export function readInboundText<P extends MatchablePlace>(
  text: string,
  towns: Pick<PlaceMatcher<P>, 'match'>,
  crops: readonly CropDefinition[],
): InboundReading<P> {
  const words = wordsOf(text);
  if (words.length === 0) return { kind: 'help', reason: 'empty', language: null };
  const first = lower(words[0]);
  if (words.length === 1 && STOP_WORDS.has(first)) return { kind: 'stop', language: STOP_WORDS.get(first)! };
  if (first === SUBSCRIBE_KEYWORD) {
    const second = lower(words[1]);
    if (words.length === 2 && STOP_WORDS.has(second)) return { kind: 'stop', language: STOP_WORDS.get(second)! };
    return readSubscription(words.slice(1), towns, crops);
  }
  if (commentLength(text) > FEEDBACK_COMMENT_MAX) return { kind: 'help', reason: 'too_long', language: null };
  const answer = YES_WORDS.has(first) ? true : NO_WORDS.has(first) ? false : null;
  if (answer !== null) {
    const language = (answer ? YES_WORDS : NO_WORDS).get(first)!;
    const bare = words.slice(1).every((word) => POLITE_WORDS.has(lower(word)));
    return { kind: 'feedback', useful: answer, comment: bare ? null : cleanFeedbackComment(text), language };
  }
  if (words.length === 1 && HELP_WORDS.has(first)) return { kind: 'help', reason: 'asked', language: HELP_WORDS.get(first)! };
  const comment = cleanFeedbackComment(text);
  if (comment === null) return { kind: 'help', reason: 'empty', language: null };
  return { kind: 'feedback', useful: null, comment, language: null };
}
