const HIDDEN = '[redacted]';

// Where database and parser errors quote the values they were given (a user's name and id, a
// session token, a password hash, a request body), in their message, stack or `detail`:
const SHAPES: [RegExp, string][] = [
  // Drizzle's failed query, "Failed query: <sql>\nparams: <values>", also when another message
  // quotes it on one line; the values may hold newlines, so up to the stack's frames or the end.
  [/\bparams: [\s\S]*?(?=\n\s+at |$)/g, `params: ${HIDDEN}`],
  // PostgreSQL's detail for a unique or foreign key: `Key (email)=(ana@example.ph) already exists.`
  [/(Key \([^)]*\)=)\(.*?\)( already exists| is not present|\.?$)/gm, `$1(${HIDDEN})$2`],
  // … and for a NOT NULL or CHECK violation, the whole row: `Failing row contains (id, name, email, …).`
  [/(Failing row contains )\(.*\)/g, `$1(${HIDDEN})`],
  // `invalid input syntax for type uuid: "…"`, `invalid input value for enum …: "…"`, `… out of range: "…"`.
  [/(: )"(?:[^"\\\n]|\\.)*"/g, `$1"${HIDDEN}"`],
  // `value "…" is out of range for type integer`.
  [/\bvalue "(?:[^"\\\n]|\\.)*"/g, `value "${HIDDEN}"`],
  // JSON.parse quotes the text it could not read: `Unexpected token 'o', "not json" is not valid JSON`.
  // The quoted text may itself hold quotes, so from the line's first quote to the last; anchored at
  // the line's start, so each line is scanned once.
  [/^([^"\n]*)"[^\n]*"( is not valid JSON)/gm, `$1"${HIDDEN}"$2`],
  // An email address anywhere in an error's text (not in node_modules/.pnpm/pkg@1.2.3 paths: a domain ends in letters).
  // Tried only where a run of such characters starts, so a long run costs one pass.
  [/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g, '[email]'],
];

/**
 * An error's text (message, stack, detail, a console print) without the values the database or a
 * parser quoted in it: SQL parameters, key and row values, rejected input, email addresses. What
 * is left (the query with its $1 placeholders, the constraint, the frames) is what explains it.
 */
export function scrubErrorText(text: string): string {
  return SHAPES.reduce((result, [shape, replacement]) => result.replace(shape, replacement), text);
}
