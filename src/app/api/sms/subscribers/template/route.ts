import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { SUBSCRIBER_COLUMNS } from '@/modules/sms/rules/subscriber-table';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

// The example number is a documentation number no network assigns (09xx 000 0000 is not issued).
const EXAMPLE = ['0917 000 0000', 'Laguna', 'Bay', 'rice', 'tl', '2026-11-01', 'MAO Bay farmers list', 'Juan dela Cruz'];

/** The list's template: headings in order and one example row. */
export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.template,
  handler: async () =>
    fileAnswer(`${SUBSCRIBER_COLUMNS.join(',')}\r\n${EXAMPLE.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="sms-phonebook-template.csv"' },
    }),
});
