export interface ErrorLineFacts {
  level: number;
  /** The request's path, if the line was written inside one. */
  path?: string;
  /** The line's own message ("unexpected error"). */
  msg?: string;
  /** The error's type (its class, as pino's serializer names it), code and message. */
  errorType?: string;
  errorCode?: string | number;
  errorMessage?: string;
}

// Values vary from one occurrence of an error to the next; what is left once they are taken out is
// the error's kind. Longest shapes first: a UUID holds numbers, an email holds words.
const VALUE_SHAPES: [RegExp, string][] = [
  [/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"'],
  [/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '<email>'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>'],
  [/\b(?=[\w-]*\d)[\w-]{16,}\b/g, '<token>'],
  [/\d+(?:\.\d+)?/g, '<n>'],
];

function template(text: string): string {
  // Cut first: the shapes are then matched over a bounded text, whatever a message holds.
  const firstLine = (text.split('\n', 1)[0] ?? '').slice(0, 400);
  return VALUE_SHAPES.reduce((result, [shape, placeholder]) => result.replace(shape, placeholder), firstLine).slice(0, 200);
}

// A segment with digits, an escape or unusual length is an id or a value (`/api/users/<32 chars>`,
// `/api/v1/places/0403402000`); short words are kept, as they name the route (a crop's key in
// `/api/crops/rice/stages` splits a cause at most a dozen ways).
function pathTemplate(path: string): string {
  return path
    .split('/')
    .map((segment) => (/\d{2}|%|^.{25,}$/.test(segment) ? ':value' : segment))
    .join('/')
    .slice(0, 200);
}

/**
 * What makes two error lines "the same error" for the repeat limit: level, route, error type and
 * code, and the messages with their values (ids, numbers, quoted text, emails) taken out, so that
 * one failing query seen by 1,700 requests counts as one cause however its values differ.
 */
export function describeErrorCause(line: ErrorLineFacts): string {
  return [
    line.level,
    line.path ? pathTemplate(line.path) : '-',
    line.errorType ?? '-',
    line.errorCode ?? '-',
    template(line.msg ?? ''),
    template(line.errorMessage ?? ''),
  ].join(' | ');
}
