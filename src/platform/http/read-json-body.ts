import 'server-only';
import { describeUnstorableText, findUnstorableText } from '@/platform/request/rules/find-unstorable-text';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '@/platform/request/rules/json-nesting-depth';
import { AppError } from '@/platform/errors/app-error';
import { readBodyBytes } from './read-body-bytes';

export const MAX_JSON_BYTES = 1024 * 1024;

/** The request's JSON body, refused with a clear message when too large (before reading past 1 MB) or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const bytes = await readBodyBytes(request, MAX_JSON_BYTES, 'The request body is larger than 1 MB and was refused.');
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AppError('BAD_REQUEST', `The request body nests more than ${MAX_JSON_DEPTH} levels deep and was refused.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new AppError('BAD_REQUEST', describeUnstorableText(unstorable));
  return body;
}
