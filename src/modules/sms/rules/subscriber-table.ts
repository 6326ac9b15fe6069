import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { normalizePhone, readSmsLanguage } from './phonebook';

/** The template's headings, in its order; `name` may be left out of a list. */
export const SUBSCRIBER_COLUMNS = ['phone', 'province', 'municipality', 'crop', 'language', 'consented_at', 'source', 'name'] as const;
type Column = (typeof SUBSCRIBER_COLUMNS)[number];
const REQUIRED: readonly Column[] = SUBSCRIBER_COLUMNS.filter((column) => column !== 'name');

export interface SubscriberPlace {
  provincePsgc: string;
  municipalityPsgc: string;
}

export interface SubscriberResolvers {
  /** The place of a province and municipality text, or what is wrong with it. */
  place: (provinceText: string, municipalityText: string) => SubscriberPlace | string;
  /** A crop key from an English or Tagalog name or key; null when unknown. */
  crop: (text: string) => string | null;
}

/** One number of the list, its rows merged: the places, crops and languages it asked for. */
export interface SubscriberEntry {
  phone: string;
  name: string | null;
  /** The earliest consent the list records for the number. */
  consentedAt: Date;
  source: string;
  subscriptions: (SubscriberPlace & { cropKey: string; language: BulletinLanguage })[];
  /** Spreadsheet rows (header = row 1) the entry came from, for the report. */
  rows: number[];
}

/** A cell's text for a problem: quoted, unless it may be a phone number (a shifted column): messages reach logs, numbers must not. */
const looksLikePhone = (written: string) => /\d{7,}|\d{3}[\s-]\d{3}[\s-]\d{3,}/.test(written);
const quoted = (written: string) => (looksLikePhone(written) ? 'a value that looks like a phone number' : `"${written}"`);

const text = (cell: Cell | undefined) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim();

function readDate(cell: Cell | undefined): Date | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  const written = text(cell);
  // A day alone is a Philippine day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(written) ? new Date(`${written}T00:00:00+08:00`) : new Date(written);
  return written && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Reads an office's list of farmers' numbers (header row first, columns in any order) into one entry
 * per number. Every problem is named by its row and column; the caller stores nothing if there is any.
 * Rows of the same number merge (one number, several crops; another town or language is another
 * subscription of the same number).
 */
export function readSubscriberTable(
  table: readonly (readonly Cell[])[],
  resolve: SubscriberResolvers,
  options: { fileName: string; now: Date },
): { entries: SubscriberEntry[]; problems: string[] } {
  const [header, ...body] = table;
  if (!header) return { entries: [], problems: ['the file is empty'] };
  const names = header.map((cell) => text(cell).toLowerCase().replace(/\s+/g, '_'));
  const index = Object.fromEntries(SUBSCRIBER_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<Column, number>;
  const missing = REQUIRED.filter((column) => index[column] < 0);
  if (missing.length > 0) return { entries: [], problems: [`the header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] };

  const entries = new Map<string, SubscriberEntry>();
  const problems: string[] = [];
  body.forEach((cells, offset) => {
    const row = offset + 2;
    if (cells.every((cell) => text(cell) === '')) return;
    const cell = (column: Column) => (index[column] < 0 ? undefined : cells[index[column]]);
    const found: string[] = [];
    const phone = normalizePhone(text(cell('phone')));
    if (!phone.ok) found.push(`phone: ${phone.problem}`);
    const [provinceText, municipalityText] = [text(cell('province')), text(cell('municipality'))];
    const place = resolve.place(provinceText, municipalityText);
    if (typeof place === 'string')
      found.push(
        looksLikePhone(provinceText) || looksLikePhone(municipalityText)
          ? 'municipality: a value that looks like a phone number is not a place of the region'
          : `municipality: ${place}`,
      );
    const cropText = text(cell('crop'));
    const cropKey = resolve.crop(cropText);
    if (!cropKey) found.push(cropText ? `crop: unknown crop ${quoted(cropText)}` : 'crop: the crop is blank');
    const languageText = text(cell('language'));
    const language = readSmsLanguage(languageText);
    if (!language) found.push(`language: ${languageText ? `${quoted(languageText)} is not en or tl` : 'the language is blank'}`);
    const consentedAt = readDate(cell('consented_at'));
    if (!consentedAt)
      found.push(
        `consented_at: ${text(cell('consented_at')) ? `"${text(cell('consented_at'))}" is not a date` : 'no date of consent: only numbers whose owners agreed may be added'}`,
      );
    else if (consentedAt.getTime() > options.now.getTime() + 86_400_000) found.push(`consented_at: ${text(cell('consented_at'))} is in the future`);
    if (found.length > 0) {
      problems.push(...found.map((problem) => `row ${row}, ${problem}`));
      return;
    }
    const e164 = (phone as { e164: string }).e164;
    const entry = entries.get(e164) ?? {
      phone: e164,
      name: null,
      consentedAt: consentedAt!,
      source: text(cell('source')) || options.fileName,
      subscriptions: [],
      rows: [],
    };
    entry.name ??= text(cell('name')) || null;
    if (consentedAt! < entry.consentedAt) entry.consentedAt = consentedAt!;
    entry.rows.push(row);
    const subscription = { ...(place as SubscriberPlace), cropKey: cropKey!, language: language! };
    const same = entry.subscriptions.some(
      (known) => known.municipalityPsgc === subscription.municipalityPsgc && known.cropKey === subscription.cropKey && known.language === subscription.language,
    );
    if (!same) entry.subscriptions.push(subscription);
    entries.set(e164, entry);
  });
  if (entries.size === 0 && problems.length === 0) problems.push('the file has a header but no numbers');
  return { entries: [...entries.values()], problems };
}
