import { formatManilaDateTime } from '@/platform/format/manila-time';
import { localeOfLanguage, type BulletinLanguage } from './bulletin-document';

/** Who made a bulletin and who approved it, when: what a published bulletin's PDF and page print. */
export interface BulletinApproval {
  preparedBy: string;
  approvedBy: string;
  approvedAt: Date;
  /** A superadmin approved a bulletin they prepared themselves: said in one line, never as if two people had read it. */
  samePerson?: boolean;
}

// Written here rather than in the messages: the PDF, the page and the tests read the same words, and
// the domain reads no message files.
const WORDS = {
  en: {
    preparedBy: 'Prepared by',
    preparedAndApprovedBy: 'Prepared and approved by',
    approvedBy: 'Approved by',
    approvedOn: 'Approved on',
    draft: 'DRAFT — not approved, not for distribution',
    withdrawn: (time: string) => `This bulletin was withdrawn on ${time}. Do not follow its advice.`,
    withdrawnMark: 'WITHDRAWN',
    reason: 'Reason',
    qrCode: (address: string) => `QR code of this bulletin's address: ${address}`,
  },
  tl: {
    preparedBy: 'Inihanda ni',
    preparedAndApprovedBy: 'Inihanda at inaprubahan ni',
    approvedBy: 'Inaprubahan ni',
    approvedOn: 'Inaprubahan noong',
    draft: 'BURADOR — hindi pa aprubado, huwag ipamahagi',
    withdrawn: (time: string) => `Binawi ang abisong ito noong ${time}. Huwag sundin ang payo nito.`,
    withdrawnMark: 'BINAWI',
    reason: 'Dahilan',
    qrCode: (address: string) => `QR code ng address ng abisong ito: ${address}`,
  },
} as const;

const wordsOf = (language: BulletinLanguage) => WORDS[localeOfLanguage(language)];

/**
 * The approval block in the bulletin's language, the time in Philippine time, its last line: `Prepared by
 * Ana Reyes`, `Approved by Jose Cruz`, `Approved on November 26, 2026, 14:05 PHT`; `Prepared and approved
 * by Jose Cruz` when one superadmin did both.
 */
export function approvalLines(approval: BulletinApproval, language: BulletinLanguage): string[] {
  const words = wordsOf(language);
  const when = `${words.approvedOn} ${formatManilaDateTime(approval.approvedAt, localeOfLanguage(language))}`;
  if (approval.samePerson) return [`${words.preparedAndApprovedBy} ${approval.approvedBy}`, when];
  return [
    `${words.preparedBy} ${approval.preparedBy}`,
    `${words.approvedBy} ${approval.approvedBy}`,
    `${words.approvedOn} ${formatManilaDateTime(approval.approvedAt, localeOfLanguage(language))}`,
  ];
}

/** What a bulletin not yet approved says of itself, so a printed draft is never taken for advice. */
export function draftMark(language: BulletinLanguage): string {
  return wordsOf(language).draft;
}

/** The notice a withdrawn bulletin's page opens with, and the reason given when there is one. */
export function withdrawnLines(withdrawnAt: Date, language: BulletinLanguage, reason?: string | null): string[] {
  const words = wordsOf(language);
  const notice = words.withdrawn(formatManilaDateTime(withdrawnAt, localeOfLanguage(language)));
  return reason?.trim() ? [notice, `${words.reason}: ${reason.trim()}`] : [notice];
}

/** The word that marks a withdrawn bulletin's shared title and preview picture, before anything else. */
export function withdrawnMark(language: BulletinLanguage): string {
  return wordsOf(language).withdrawnMark;
}

/** What a screen reader says of the QR code: what it is and the address it holds. */
export function qrCodeLabel(webAddress: string, language: BulletinLanguage): string {
  return wordsOf(language).qrCode(webAddress);
}
