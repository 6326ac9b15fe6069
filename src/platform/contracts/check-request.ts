import type { z } from 'zod';
import type { ApiOperation } from './api-operation';

/** One message per field, by its dotted path (`values.3.rainfall`); `''` is the body as a whole. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The JSON body an operation takes, as a form builds it (before the schema's defaults and transforms). */
export type RequestBody<O extends ApiOperation> = O extends { jsonBody: z.ZodType }
  ? z.input<O['jsonBody']>
  : O extends { input: z.ZodType }
    ? z.input<O['input']>
    : never;
export type Answer<O extends ApiOperation> = O extends { output: z.ZodType } ? z.output<O['output']> : unknown;

/** The first problem of each field: a person fixes one thing at a time, and a field shows one message. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The summary above the fields: each problem with the name the form gives its field, else its path. */
export function listFieldErrors(errors: FieldErrors, labels: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries(errors).map(([path, message]) => (path === '' ? message : `${labels[path] ?? path}: ${message}`));
}

/**
 * The route's own check, made before the body leaves the browser, so a form shows the contract's
 * messages on its fields at once. The form then sends the body it built, not the parsed output: the
 * server parses it again and stays the judge.
 */
export function checkRequest<O extends ApiOperation>(op: O, body: RequestBody<O>): { ok: true } | { ok: false; errors: FieldErrors } {
  const schema = op.jsonBody ?? op.input;
  if (!schema) return { ok: true };
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true } : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}

/** `checkRequest`'s refusal as a form shows it: one sentence, each problem under the form's own field name, and the fields. */
export function refusalOf<O extends ApiOperation>(op: O, body: RequestBody<O>, labels?: Readonly<Record<string, string>>) {
  const checked = checkRequest(op, body);
  return checked.ok
    ? null
    : { message: 'Some fields need a change before this can be saved.', problems: listFieldErrors(checked.errors, labels), fields: checked.errors };
}

/** The operation's address with its `{segments}` filled in. */
export function operationUrl(op: ApiOperation, params: Readonly<Record<string, string | number>> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
