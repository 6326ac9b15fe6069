import type { ApiOperation } from '@/platform/contracts/api-operation';
import { jsonSchema, queryParameters } from './query-parameters';

type JsonSchema = Record<string, unknown>;

// The parts both documents (public and staff) take from an operation, so they describe a call alike.

/** Path and query parameters of an operation: a GET's `input` is its query, the others' is their body. */
export const operationParameters = (operation: ApiOperation): JsonSchema[] => [
  ...(operation.params ? queryParameters(operation.params, 'path') : []),
  ...(operation.method === 'GET' && operation.input ? queryParameters(operation.input) : []),
];

/** The success answer's media types: its JSON schema, and what it sends instead (CSV, a picture) when asked. */
export function answerContent(operation: ApiOperation): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  if (operation.output) content['application/json'] = { schema: jsonSchema(operation.output, 'output') };
  if (operation.produces) content[operation.produces.type] = { schema: { type: 'string', description: operation.produces.description } };
  return content;
}

/** An error answer (`{"error": …}`), with the message the route gives when there is one to show. */
export function failure(description: string, example?: { code: string; message: string }) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, ...(example ? { example: { error: example } } : {}) } },
  };
}

export const notFoundAnswer = ({ description, example }: NonNullable<ApiOperation['notFound']>) =>
  failure(description, example === undefined ? undefined : { code: 'NOT_FOUND', message: example });
