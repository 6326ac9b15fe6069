import 'server-only';
import { z } from 'zod';

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** `/api/v1/places/{psgc}/…`: the `{psgc}` segment, refused with a message naming it unless it is 10 digits. */
export const psgcParams = z.object({
  psgc: z.string().regex(/^\d{10}$/, {
    error: (issue) =>
      `"${shown(String(issue.input))}" is not a PSGC code: give the 10-digit code of a province, city or municipality, such as 0403402000 for Bay, Laguna (the list is at /api/v1/places).`,
  }),
});
