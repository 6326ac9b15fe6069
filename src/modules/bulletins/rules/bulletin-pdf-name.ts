import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { BulletinDocument } from './bulletin-document';

const fileWord = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * `Laguna_Bay_Rice_nov_2026.pdf`: how the national portal names bulletin files (`Albay_Bacacay_Rice_nov_2023.pdf`),
 * the crop in the bulletin's language. The PDF's download and the national report record's `pdf_name` both take it.
 */
export function bulletinPdfName(document: Pick<BulletinDocument, 'province' | 'municipality' | 'crop' | 'period'>): string {
  const month = MONTH_CODES[Number(document.period.from.slice(5, 7)) - 1]!;
  return `${[document.province.name, document.municipality.name, document.crop.name].map(fileWord).join('_')}_${month}_${document.period.from.slice(0, 4)}.pdf`;
}
