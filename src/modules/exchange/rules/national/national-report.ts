import type { BulletinDocument, BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { bulletinPdfName } from '@/modules/bulletins/rules/bulletin-pdf-name';
import { escapeXml } from '@/modules/exchange/rules/feeds/xml-document';
import { REGION } from '@/modules/places/rules/region';
import { RAINFALL_CLASSES, RAINFALL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { ExchangeCollection } from '../exchange-document';
import { nationalDateRange } from './national-dates';
import type { NationalReportDocument } from './national-schemas';

/** A published bulletin as the national report record needs it. */
export interface ReportInput {
  id: string;
  ownerId: string;
  reference: string;
  document: BulletinDocument;
  /** The SMS text as approved (frozen at review). */
  smsText: string;
  publishedAt: Date;
}

export const NATIONAL_REPORT_MAPPING = [
  'national/reports: one record per published bulletin (id: the bulletin id) in the national portal’s report shape; withdrawn bulletins are left out (and are tombstones in the changes read).',
  'uid is the id of the staff account that made it; updated_by is "admin" (made by staff) where the national portal keeps the author’s e-mail: staff e-mails are not published.',
  'region is the region key; province, municipality and crop are names in the bulletin’s language (crop Palay in a Tagalog one), crop_key the crop’s English key (rice) in every language, so records of the two languages join; stages the crop stages in the period; activities the farm operations of its advice; month the three-letter month the period starts in.',
  'condition: for ten_day the heaviest rainfall class of its days, for seasonal the class of its first month (wb_normal … above_normal, nda), for special_weather the signal code (general_no_signal, signal_number_1 …).',
  'recommendations is the advice as HTML (a heading per stage, then impact and practice, sanitised when staff saved them); smsRecommendations the SMS text as approved.',
  'A ten_day record adds date_range, as the national documents write it (August 2-11, 2023) in both languages, and rainfall (the heaviest class in PAGASA’s words). date_created is the time of publication in milliseconds.',
  'This profile adds reference, language (en or tag), pdf_name in the national naming (Province_Municipality_Crop_mon_YYYY.pdf), pdf_url and page_url.',
] as const;

function heaviestRain(document: BulletinDocument): RainfallClass | null {
  if (document.weather.kind !== 'ten_day') return null;
  const codes = document.weather.days
    .map((day) => day.rainfall.code)
    .filter((code): code is RainfallClass => (RAINFALL_CLASSES as readonly string[]).includes(code));
  return codes.sort((a, b) => RAINFALL_CLASSES.indexOf(b) - RAINFALL_CLASSES.indexOf(a))[0] ?? null;
}

function conditionOf(document: BulletinDocument): string {
  switch (document.weather.kind) {
    case 'ten_day':
      return heaviestRain(document) ?? 'nda';
    case 'seasonal':
      return document.weather.months[0]?.category.code ?? 'nda';
    case 'special_weather':
      return document.weather.signal.code;
  }
}

function recommendationsHtml(document: BulletinDocument): string {
  return document.advice.map((advice) => `<h4>${escapeXml(advice.stageLabel)}</h4>${advice.impact}${advice.practice}`).join('');
}

/** Published bulletins as the national portal's report records. */
export function shapeNationalReports(
  rows: readonly ReportInput[],
  pageUrl: (id: string, language: BulletinLanguage) => string,
): ExchangeCollection<NationalReportDocument> {
  return {
    path: 'national/reports',
    documents: rows.map((row) => {
      const { document } = row;
      const rain = heaviestRain(document);
      return {
        id: row.id,
        data: {
          id: row.id,
          uid: row.ownerId,
          region: REGION.key,
          province: document.province.name,
          municipality: document.municipality.name,
          crop: document.crop.name,
          crop_key: document.crop.key,
          stages: document.stages.map((stage) => stage.label),
          activities: [...new Set(document.advice.map((advice) => advice.farmOperation).filter((operation): operation is string => Boolean(operation)))],
          month: MONTH_CODES[Number(document.period.from.slice(5, 7)) - 1]!,
          condition: conditionOf(document),
          type: document.type,
          recommendations: recommendationsHtml(document),
          smsRecommendations: row.smsText,
          updated_by: 'admin' as const,
          date_created: row.publishedAt.getTime(),
          ...(document.type === 'ten_day'
            ? { date_range: nationalDateRange(document.period.from, document.period.to), rainfall: rain ? RAINFALL_LABELS[rain] : null }
            : {}),
          reference: row.reference,
          language: document.language,
          pdf_name: bulletinPdfName(document),
          pdf_url: `/bulletins/${row.id}.pdf`,
          page_url: pageUrl(row.id, document.language),
        },
      };
    }),
  };
}
