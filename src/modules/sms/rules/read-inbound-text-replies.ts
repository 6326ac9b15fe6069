import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { forceGsm } from './fix-for-gsm';

/** What the portal answers a farmer's text with (readInboundText says what the text asked for). */
export type InboundReply =
  | { kind: 'stopped' }
  | { kind: 'subscribed'; town: string; province: string; crop: { en: string; tl: string } }
  | { kind: 'unknown_town'; written: string }
  | { kind: 'ambiguous_town'; written: string; provinces: string[]; cropWords: string | null }
  | { kind: 'unknown_crop'; written: string; townWords: string }
  | { kind: 'no_crop'; townWords: string }
  | { kind: 'subscribe_form' }
  | { kind: 'thanks' }
  | { kind: 'nothing_sent' }
  | { kind: 'help' };

// What the farmer wrote, repeated back: letters and spaces only (never digits: a number typed by
// mistake must not come back in the ledger), and short enough that every reply stays within two parts.
const ECHO_MAX = 30;
function echo(written: string): string {
  const letters = forceGsm(written)
    .replace(/[^\p{L} .'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return letters.length > ECHO_MAX ? `${letters.slice(0, ECHO_MAX - 3).trimEnd()}...` : letters;
}
const upper = (written: string) => echo(written).toUpperCase();

/** "City of Calamba" reads "Lungsod ng Calamba" in a Tagalog text, as the portal's Tagalog pages say it. */
const townIn = (town: string, language: BulletinLanguage) => (language === 'tag' ? town.replace(/^City of /, 'Lungsod ng ') : town);

const list = (items: readonly string[], and: string) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

const WORDS = {
  en: {
    form: 'send ACAP, your town and crop, e.g. ACAP CALAMBA RICE EN',
    example: (town: string) => `ACAP ${town} RICE EN`,
    stop: 'To stop, send STOP.',
  },
  tag: {
    form: 'i-text ang ACAP, ang inyong bayan at pananim, hal. ACAP CALAMBA PALAY',
    example: (town: string) => `ACAP ${town} PALAY`,
    stop: 'Para ihinto, i-text ang STOP.',
  },
} as const;

function english(reply: InboundReply): string {
  const w = WORDS.en;
  switch (reply.kind) {
    case 'stopped':
      return `ACAP: You will no longer get farm advisories by text. To get them again, ${w.form}.`;
    case 'subscribed':
      return `ACAP: You will get farm advisories for ${reply.crop.en.toLowerCase()} in ${reply.town}, ${reply.province}, in English. ${w.stop}`;
    case 'unknown_town':
      return `ACAP: We did not find the town "${echo(reply.written)}". Write its name in full: ${w.form}.`;
    case 'ambiguous_town': {
      const example = `ACAP ${upper(reply.written)} ${(reply.provinces[0] ?? '').toUpperCase()} ${reply.cropWords ? upper(reply.cropWords) : 'RICE'}`;
      return `ACAP: There is a ${echo(reply.written)} in ${list(reply.provinces, 'and')}. Add the province, e.g. ${example}.`;
    }
    case 'unknown_crop':
      return `ACAP: We did not find the crop "${echo(reply.written)}". Write it in English or Tagalog, e.g. ${w.example(upper(reply.townWords))}.`;
    case 'no_crop':
      return `ACAP: Add your crop, e.g. ${w.example(upper(reply.townWords))}.`;
    case 'subscribe_form':
      return `ACAP: To get farm advisories, ${w.form}. ${w.stop}`;
    case 'thanks':
      return 'ACAP: Thank you. Your answer was received.';
    case 'nothing_sent':
      return `ACAP: No farm advisory was sent to this number yet, so your answer was not recorded. To get advisories, ${w.form}.`;
    case 'help':
      return `ACAP farm advisories: to get them, ${w.form}. To answer an advisory, reply YES or NO and a short comment. ${w.stop}`;
  }
}

function tagalog(reply: InboundReply): string {
  const w = WORDS.tag;
  switch (reply.kind) {
    case 'stopped':
      return `ACAP: Hindi na po kayo padadalhan ng abiso sa pagsasaka. Para muling makatanggap, ${w.form}.`;
    case 'subscribed':
      return `ACAP: Padadalhan na po kayo ng abiso sa pagsasaka para sa ${reply.crop.tl.toLowerCase()} sa ${townIn(reply.town, 'tag')}, ${reply.province}, sa Tagalog. ${w.stop}`;
    case 'unknown_town':
      return `ACAP: Hindi po namin nakita ang bayang "${echo(reply.written)}". Isulat ang buong pangalan: ${w.form}.`;
    case 'ambiguous_town': {
      const example = `ACAP ${upper(reply.written)} ${(reply.provinces[0] ?? '').toUpperCase()} ${reply.cropWords ? upper(reply.cropWords) : 'PALAY'}`;
      return `ACAP: May ${echo(reply.written)} po sa ${list(reply.provinces, 'at sa')}. Idagdag ang lalawigan, hal. ${example}.`;
    }
    case 'unknown_crop':
      return `ACAP: Hindi po namin nakita ang pananim na "${echo(reply.written)}". Isulat ito sa Tagalog o Ingles, hal. ${w.example(upper(reply.townWords))}.`;
    case 'no_crop':
      return `ACAP: Idagdag po ang inyong pananim, hal. ${w.example(upper(reply.townWords))}.`;
    case 'subscribe_form':
      return `ACAP: Para makatanggap ng abiso sa pagsasaka, ${w.form}. ${w.stop}`;
    case 'thanks':
      return 'ACAP: Salamat po. Natanggap namin ang inyong sagot.';
    case 'nothing_sent':
      return `ACAP: Wala pa pong abisong naipadala sa numerong ito, kaya hindi naitala ang inyong sagot. Para makatanggap, ${w.form}.`;
    case 'help':
      return `ACAP abiso sa pagsasaka: para makatanggap, ${w.form}. Para sumagot sa abiso, i-reply ang OO o HINDI at maikling puna. ${w.stop}`;
  }
}

/**
 * A reply's text in the farmer's language: plain and short, GSM-7 only (a place's name passes through
 * forceGsm), within two parts. It always says what to send next: the command's form, or how to stop.
 */
export function inboundReplyText(reply: InboundReply, language: BulletinLanguage): string {
  return forceGsm(language === 'en' ? english(reply) : tagalog(reply));
}
