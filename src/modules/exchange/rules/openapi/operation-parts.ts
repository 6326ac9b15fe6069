import type { ApiOperation } from '@/platform/contracts/api-operation';
import { jsonSchema, queryParameters } from './query-parameters';

type JsonSchema = Record<string, unknown>;

// The parts both documents (public and staff) take from an operation, so they describe a call alike.

/** Path and query parameters of an operation: a GET's `input` is its query, the others' is their body. */
export const operationParameters = (operation: ApiOperation): JsonSchema[] => [
  ...(operation.params ? queryParameters(operation.params, 'path').map(restOfAddress) : []),
  ...(operation.method === 'GET' && operation.input ? queryParameters(operation.input) : []),
];

/**
 * A catch-all segment (`[...path]`, a list in the route's schema) is the rest of the address: OpenAPI
 * has no list in a path, so the document gives it as the text it is in the address, slashes and all.
 */
function restOfAddress(parameter: JsonSchema): JsonSchema {
  const schema = parameter.schema as JsonSchema;
  if (schema.type !== 'array') return parameter;
  const description = [parameter.description, 'The rest of the address, slashes included.'].filter(Boolean).join(' ');
  return { ...parameter, description, schema: { type: 'string' } };
}

/** The success answer's media types: its JSON schema, and what it sends instead (CSV, a picture) when asked. */
export function answerContent(operation: ApiOperation): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  if (operation.output) content['application/json'] = { schema: jsonSchema(operation.output, 'output') };
  for (const { type, description } of [operation.produces ?? []].flat()) content[type] = { schema: { type: 'string', description } };
  return content;
}

/** An error answer (`{"error": …}`), with the message the route gives when there is one to show. */
export function failure(description: string, example?: { code: string; message: string }) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, ...(example ? { example: { error: example } } : {}) } },
  };
}

/** The other errors a call answers, by status (`failures` in its contract). */
export const otherFailures = (operation: ApiOperation) =>
  Object.fromEntries((operation.failures ?? []).map(({ status, description, example }) => [status, failure(description, example)]));

export const notFoundAnswer = ({ description, example }: NonNullable<ApiOperation['notFound']>) =>
  failure(description, example === undefined ? undefined : { code: 'NOT_FOUND', message: example });
