import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { fixForGsm } from './fix-for-gsm';

export type CodePurpose = { kind: 'subscribe'; town: string; crop: string } | { kind: 'stop' };

/**
 * The text that carries a one-time code, in the farmer's language, in GSM-7 (one part for every town
 * and crop of the region): what it is for, and to ignore it if they did not ask, as the form may be
 * filled in with someone else's number.
 */
export function composeCodeText(code: string, language: BulletinLanguage, purpose: CodePurpose): string {
  const what =
    purpose.kind === 'stop'
      ? language === 'tag'
        ? 'Ilagay ito sa pahina upang itigil ang lahat ng text ng ACAP sa numerong ito.'
        : 'Type it on the page to stop all ACAP texts to this number.'
      : language === 'tag'
        ? `Ilagay ito sa pahina para sa payong pansakahan sa ${purpose.town}, ${purpose.crop.toLowerCase()}.`
        : `Type it on the page to receive farm texts for ${purpose.town}, ${purpose.crop.toLowerCase()}.`;
  const ignore = language === 'tag' ? 'Balewalain kung hindi kayo ang humiling.' : 'Ignore if you did not ask.';
  return fixForGsm(`ACAP code ${code}. ${what} ${ignore}`);
}
