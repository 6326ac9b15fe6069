import 'server-only';
import { AppError } from '@/server/http/app-error';

/** `/api/v1/places/{psgc}/…`: the segment's place in the path. */
const SEGMENT = 4;

/** The `{psgc}` segment of an open API address, refused with a message naming it unless it is 10 digits. */
export function readPsgc(request: Request): string {
  const raw = new URL(request.url).pathname.split('/')[SEGMENT] ?? '';
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A broken %-escape is shown as sent.
  }
  if (/^\d{10}$/.test(text)) return text;
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  throw new AppError(
    'BAD_REQUEST',
    `"${shown}" is not a PSGC code: give the 10-digit code of a province, city or municipality, such as 0403402000 for Bay, Laguna (the list is at /api/v1/places).`,
  );
}
