import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';

export interface SmsWords {
  tenDay: string;
  seasonal: string;
  /** When the advisory names no cyclone. */
  cyclone: string;
  /** A cyclone by its own name: `Cyclone RAMON` / `Bagyong RAMON`. */
  cycloneNamed: (name: string) => string;
  /** Before the actions. */
  act: string;
  /** Before a cyclone advisory's number. */
  advisory: string;
  days: (n: number) => string;
  /**
   * The standard closing line, last in every text and never cut: the text is the office's farm advice,
   * relayed from PAGASA, not the official warning, and it says where official warnings are.
   */
  closing: string;
}

/**
 * The few words an SMS text adds to what the bulletin already says in its language. The Tagalog is the
 * portal's own (messages/tl.json: `Pagtataya`, `araw`, `Bagyo`, `Ano ang gagawin` shortened to `Gawin`).
 * The closing lines are plain GSM-7 and short (53 and 58 characters of the 306 two parts hold):
 * decision 069.
 */
export const SMS_WORDS: Record<BulletinLanguage, SmsWords> = {
  en: {
    tenDay: '10-day outlook',
    seasonal: 'Rainfall outlook',
    cyclone: 'Cyclone',
    cycloneNamed: (name) => `Cyclone ${name}`,
    act: 'Do',
    advisory: 'advisory',
    days: (n) => `${n} ${n === 1 ? 'day' : 'days'}`,
    closing: 'DA-4A farm advice. Official warnings: PAGASA, NDRRMC.',
  },
  tag: {
    tenDay: 'Pagtataya sa 10 araw',
    seasonal: 'Pagtataya ng ulan',
    cyclone: 'Bagyo',
    cycloneNamed: (name) => `Bagyong ${name}`,
    act: 'Gawin',
    advisory: 'abiso',
    days: (n) => `${n} araw`,
    closing: 'Payo sa bukid ng DA-4A. Opisyal na babala: PAGASA, NDRRMC.',
  },
};
