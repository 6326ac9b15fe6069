import type { ApiOperation } from '@/platform/contracts/api-operation';
import { PUBLIC_ANSWER_CACHE } from '@/platform/request/rules/public-answer-cache';
import { API_OPERATIONS } from './api-operations';
import { answerContent, failure, notFoundAnswer, operationParameters, otherFailures } from './operation-parts';

type Published = ApiOperation & { publicId: string };

// The exports promise a shape to the national portals; the portal's own reads answer what its pages
// need. Both are public, and what the document says of their caching and errors differs.
const EXPORTS = {
  tag: 'Exports',
  answer: {
    description: 'The export.',
    headers: {
      ETag: { description: 'A weak tag of the data (not of meta.generated_at); send it in If-None-Match to be answered 304.', schema: { type: 'string' } },
      'Cache-Control': {
        description: 'How long the answer may be kept.',
        schema: { type: 'string' },
        example: PUBLIC_ANSWER_CACHE,
      },
      'Content-Disposition': { description: 'Only with download=1.', schema: { type: 'string' } },
    },
  },
  notModified: { description: 'The If-None-Match tag still holds: the data has not changed.' },
  badRequest: failure('A parameter that is not understood, named in the message.', { code: 'BAD_REQUEST', message: 'download: download must be 1 or 0' }),
};

const PORTAL_READS = {
  tag: 'Portal reads',
  answer: { description: 'The answer, with an ETag.' },
  notModified: { $ref: '#/components/responses/NotModified' },
  badRequest: { $ref: '#/components/responses/BadRequest' },
};

function pathItem(operation: Published) {
  const kind = operation.tag === EXPORTS.tag ? EXPORTS : PORTAL_READS;
  return {
    operationId: operation.publicId,
    tags: [kind.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    // Only public calls are published (published-paths.test.ts holds them to it): no key, no session.
    security: [],
    parameters: operationParameters(operation),
    responses: {
      200: { ...kind.answer, content: answerContent(operation) },
      304: kind.notModified,
      ...(operation.input ? { 400: kind.badRequest } : {}),
      ...(operation.notFound ? { 404: notFoundAnswer(operation.notFound) } : {}),
      ...otherFailures(operation),
    },
  };
}

const isPublished = <O extends ApiOperation>(operation: O): operation is O & Published => operation.publicId !== undefined;

/**
 * The path items of /api/openapi.json for the operations a contract publishes (`publicId`): the exports
 * first, then the portal's own reads. The same objects build the routes, so neither can drift.
 */
export function publishedPaths(): Record<string, Record<string, unknown>> {
  const published = API_OPERATIONS.filter(isPublished);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of [...published.filter((found) => found.tag === EXPORTS.tag), ...published.filter((found) => found.tag !== EXPORTS.tag)]) {
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: pathItem(operation) };
  }
  return paths;
}
