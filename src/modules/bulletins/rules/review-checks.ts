import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { signalMadeUnder } from '@/modules/bulletins/rules/signal-made-under';
import { signalChanged, type PlaceSignal } from '@/modules/weather/rules/place-signal';
import { signalName } from '@/modules/weather/rules/signal-words';

/** A block stops approval; a warning needs the reviewer to tick that they read it. */
export type CheckLevel = 'block' | 'warning';

export const CHECK_CODES = [
  'outlook_missing',
  'outlook_ended',
  'cyclone_advisory_old',
  'signal_changed',
  'sms_too_long',
  'sms_not_gsm',
  'sms_no_closing_line',
  'tagalog_missing',
  'advice_gap',
  'demo_data',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export interface ReviewFinding {
  code: CheckCode;
  level: CheckLevel;
  /** For the reviewer, in English (the staff area's language), naming what is wrong and what to do. */
  message: string;
}

/** What the checks read besides the document, gathered by the server at the moment of review. */
export interface ReviewFacts {
  now: Date;
  /** The outlook the bulletin was made from as it stands now; null when it was deleted since. */
  outlook: { ended: boolean; endedOn: string; issuedAt: string | null } | null;
  /** `closed`: the text ends with the standard closing line (where farmers check official warnings); absent counts as closed. */
  sms: { parts: number; maxParts: number; encoding: 'GSM-7' | 'UCS-2'; offenders: string[]; closed?: boolean };
  /** The numbered signal up for the bulletin's place now (`placeSignal`), null when none. */
  signal?: PlaceSignal | null;
}

/** Why a bulletin no longer tells its place's story: the signal was raised, changed or lifted since it was made; null when not. */
function signalChange(doc: BulletinDocument, now: PlaceSignal | null): string | null {
  const then = signalMadeUnder(doc);
  if (!signalChanged(then ? { signal: then } : null, now)) return null;
  const place = doc.municipality.name;
  const advisory = now ? `advisory${now.bulletinNumber ? ` no. ${now.bulletinNumber}` : ` of ${now.issuedAt}`}` : '';
  if (!then)
    return `${signalName(now!.signal, 'en')} is up for ${place} now, and this bulletin was made without it. Remake it from ${advisory} so that it leads with the storm.`;
  if (!now)
    return `${signalName(then, 'en')} is no longer up for ${place} (the advisory was lifted or has ended). Remake the bulletin from the current outlooks.`;
  return `The signal for ${place} changed since this bulletin was made: ${signalName(then, 'en')} then, ${signalName(now.signal, 'en')} now. Remake it from ${advisory}.`;
}

/** A cyclone advisory is hours old news: PAGASA issues them every 3 to 6 hours while a storm is near. */
export const CYCLONE_ADVISORY_MAX_AGE_HOURS = 24;

const HOUR = 3_600_000;

/**
 * What stands between a bulletin and its approval, blocks first. Blocks are what would put wrong or
 * undeliverable words before farmers (an outlook that ended since the bulletin was made, a stale
 * cyclone advisory, an SMS that does not fit); warnings are what a reviewer may knowingly accept (an
 * ended outlook the bulletin itself declares, English lines in a Tagalog bulletin, stages without
 * advice, demo data, an SMS that costs more parts in UCS-2).
 */
export function reviewChecks(doc: BulletinDocument, facts: ReviewFacts): ReviewFinding[] {
  const findings: ReviewFinding[] = [];
  const add = (code: CheckCode, level: CheckLevel, message: string) => findings.push({ code, level, message });

  if (!facts.outlook)
    add('outlook_missing', 'block', 'The outlook this bulletin was made from has been deleted. Make the bulletin again from a current outlook.');
  // A bulletin that prints that its outlook had ended (staff confirmed it when making it) misleads
  // no one: a warning. One whose outlook ended since would be read as current: a block.
  else if (doc.basedOnExpired)
    add(
      'outlook_ended',
      'warning',
      `The outlook had ended (${facts.outlook.endedOn}) when the bulletin was made; the bulletin says so. Publish it only if no current outlook is coming.`,
    );
  else if (facts.outlook.ended)
    add('outlook_ended', 'block', `The outlook this bulletin was made from ended on ${facts.outlook.endedOn}. Make the bulletin again from a current outlook.`);

  const issuedAt = doc.weather.kind === 'special_weather' ? (facts.outlook?.issuedAt ?? doc.weather.cyclone.issuedAt) : null;
  if (issuedAt) {
    const hours = (facts.now.getTime() - new Date(issuedAt).getTime()) / HOUR;
    // Declared stale by the bulletin itself (made from an ended advisory on purpose): a warning, as above.
    if (hours > CYCLONE_ADVISORY_MAX_AGE_HOURS)
      add(
        'cyclone_advisory_old',
        doc.basedOnExpired ? 'warning' : 'block',
        `The cyclone advisory was issued ${Math.floor(hours)} hours ago (more than ${CYCLONE_ADVISORY_MAX_AGE_HOURS}). Load PAGASA's latest advisory and make the bulletin again.`,
      );
  }

  // One story per place: a bulletin that does not carry the signal up for its place now is never published.
  // A bulletin made from an ended outlook on purpose says so itself (see outlook_ended): there the signal it
  // printed may be gone, and no signal can have been raised since without a newer advisory blocking it below.
  const changed = facts.signal === undefined ? null : signalChange(doc, facts.signal);
  if (changed && !(doc.basedOnExpired && !facts.signal)) add('signal_changed', 'block', changed);

  if (facts.sms.parts > facts.sms.maxParts)
    add('sms_too_long', 'block', `The SMS text needs ${facts.sms.parts} parts; at most ${facts.sms.maxParts} are sent. Shorten it.`);
  else if (facts.sms.encoding === 'UCS-2')
    add(
      'sms_not_gsm',
      'warning',
      `The SMS text is sent as UCS-2 (70 characters a part) because of ${facts.sms.offenders.join(' ')}. Replace them with plain characters.`,
    );

  // A text saved before every text ended with the closing line: it would reach farmers without saying where official warnings are.
  if (facts.sms.closed === false)
    add(
      'sms_no_closing_line',
      'block',
      'The SMS text does not end with the closing line that says where to check official warnings. Save the text again (the line is added) or use the text made from the bulletin.',
    );

  const english = doc.language === 'tag' ? doc.advice.filter((advice) => advice.englishOnly).length : 0;
  const cycloneEnglish = doc.weather.kind === 'special_weather' ? (doc.weather.untranslated ?? []) : [];
  if (english > 0 || cycloneEnglish.length > 0)
    add(
      'tagalog_missing',
      'warning',
      [
        english > 0 ? `${english} of ${doc.advice.length} pieces of advice have no Tagalog text and are printed in English.` : null,
        cycloneEnglish.length > 0
          ? `The cyclone's ${cycloneEnglish.join(', ')} ${cycloneEnglish.length === 1 ? 'has' : 'have'} no Tagalog text and ${cycloneEnglish.length === 1 ? 'is' : 'are'} printed in English: add it on the advisory form.`
          : null,
      ]
        .filter(Boolean)
        .join(' '),
    );

  if (doc.stagesWithoutAdvice.length > 0)
    add(
      'advice_gap',
      'warning',
      `No advice for the active ${doc.stagesWithoutAdvice.length === 1 ? 'stage' : 'stages'}: ${doc.stagesWithoutAdvice.join(', ')}.`,
    );

  if (doc.isDemo)
    add(
      'demo_data',
      'warning',
      "The bulletin's advice or cropping calendar is sample data from the demo set, not the office's own. Publish it only to try the portal out.",
    );

  return findings.sort((a, b) => Number(a.level === 'warning') - Number(b.level === 'warning'));
}

/** The warnings of `findings` the reviewer has not ticked. */
export function unacknowledgedWarnings(findings: ReviewFinding[], acknowledged: readonly string[]): ReviewFinding[] {
  return findings.filter((finding) => finding.level === 'warning' && !acknowledged.includes(finding.code));
}
