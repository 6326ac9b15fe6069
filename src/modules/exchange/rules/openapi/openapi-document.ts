import { z } from 'zod';
import { PUBLIC_ANSWER_CACHE } from '@/platform/request/rules/public-answer-cache';
import { errorAnswerSchema, openApiComponents } from './open-api-components';
import { OPEN_EXAMPLES } from './open-api-examples';
import { OPEN_OPERATIONS, type OpenOperation } from './open-api-operations';
import { withHead } from './head-operations';
import { publishedPaths } from './published-paths';
import { queryParameters } from './query-parameters';

type JsonSchema = Record<string, unknown>;

const DESCRIPTION = `Read-only JSON for farmer apps and local governments: the latest weather outlooks, cropping calendars,
the advice that applies now and the saved bulletins of each city and municipality of CALABARZON, by 10-digit PSGC code.

- No sign-in, no key. Any origin may call it (CORS \`Access-Control-Allow-Origin: *\`); GET, HEAD and OPTIONS only.
- Every answer has a strong \`ETag\`; send it back in \`If-None-Match\` and an unchanged answer is a bodiless 304.
  \`Cache-Control\` says how long an answer may be kept (5 minutes for outlooks, calendars and advice).
- Errors are \`{"error": {"code", "message"}}\`: 400 for a malformed PSGC code or query, 404 for an unknown code or crop.
- Links in answers are relative to the portal's address.`;

/** The generated schemas, less the keys meant for standalone documents. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(openApiComponents, { uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _draft, $id: _id, ...schema }]) => [id, schema]));
}

const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${openApiComponents.get(schema)!.id}` });

const cacheHeaders = () => ({
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': {
    description: 'How long the answer may be kept.',
    schema: { type: 'string' },
    example: PUBLIC_ANSWER_CACHE,
  },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
});

function pathItem(operation: OpenOperation, example: unknown) {
  const byPsgc = operation.path.includes('{psgc}');
  return {
    get: {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: operation.description,
      security: [],
      parameters: [...(byPsgc ? [{ $ref: '#/components/parameters/psgc' }] : []), ...queryParameters(operation.query)],
      responses: {
        200: {
          description: 'The answer.',
          headers: cacheHeaders(),
          content: { 'application/json': { schema: ref(operation.answer), example } },
        },
        304: { $ref: '#/components/responses/NotModified' },
        400: { $ref: '#/components/responses/BadRequest' },
        ...(byPsgc ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
      },
    },
  };
}

const errorResponse = (description: string, code: string, message: string) => ({
  description,
  headers: { 'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' } },
  content: { 'application/json': { schema: ref(errorAnswerSchema), example: { error: { code, message } } } },
});

/** The OpenAPI 3.1 document served at /api/openapi.json: the open API, the exports, and the document itself. */
export function buildOpenApiDocument(version: string) {
  const operations = Object.entries(OPEN_OPERATIONS) as [keyof typeof OPEN_OPERATIONS, OpenOperation][];
  const responses = {
    NotModified: {
      description: 'The If-None-Match tag still holds: keep using the copy you have.',
      headers: { ETag: { $ref: '#/components/headers/ETag' } },
    },
    BadRequest: errorResponse(
      'A malformed PSGC code or query parameter.',
      'BAD_REQUEST',
      '"04034" is not a PSGC code: give the 10-digit code of a province, city or municipality, such as 0403402000 for Bay, Laguna (the list is at /api/v1/places).',
    ),
    NotFound: errorResponse(
      'No place has the code, or no crop the name.',
      'NOT_FOUND',
      'No province, city or municipality of CALABARZON has the PSGC code 0403499000 (the list is at /api/v1/places).',
    ),
  };
  return {
    openapi: '3.1.0',
    info: { title: 'ACAP CALABARZON open API', version, description: DESCRIPTION },
    servers: [{ url: '/', description: 'This portal' }],
    tags: [
      { name: 'Places', description: 'Provinces, cities and municipalities by PSGC code.' },
      { name: 'Outlooks', description: 'PAGASA 10-day, seasonal and special (cyclone) outlooks.' },
      { name: 'Calendars', description: 'Cropping calendars in half-months.' },
      { name: 'Recommendations', description: 'Farm advice under the latest outlooks.' },
      { name: 'Bulletins', description: 'Saved agro-climatic bulletins.' },
      { name: 'Exports', description: 'Documents in the shapes the national ACAP portals exchange.' },
      { name: 'Document', description: 'This description.' },
      { name: 'Portal reads', description: "The calls the portal's own pages use: public, but without CORS; prefer /api/v1 in apps." },
    ],
    paths: withHead(
      {
        ...Object.fromEntries(operations.map(([name, operation]) => [operation.path, pathItem(operation, OPEN_EXAMPLES[name])])),
        '/api/openapi.json': {
          get: {
            operationId: 'getOpenApiDocument',
            tags: ['Document'],
            summary: 'This OpenAPI 3.1 document',
            security: [],
            responses: {
              200: { description: 'The document.', headers: cacheHeaders(), content: { 'application/json': { schema: { type: 'object' } } } },
              304: { $ref: '#/components/responses/NotModified' },
            },
          },
        },
        ...publishedPaths(),
      },
      responses,
    ),
    components: {
      schemas: componentSchemas(),
      parameters: {
        psgc: {
          name: 'psgc',
          in: 'path',
          required: true,
          description: 'The 10-digit PSGC code of a city or municipality (or, where said, a province); see /api/v1/places.',
          schema: { type: 'string', pattern: '^\\d{10}$' },
          example: '0403402000',
        },
      },
      headers: {
        ETag: { description: 'A strong tag of the JSON; send it in If-None-Match to be answered 304 while it holds.', schema: { type: 'string' } },
        AccessControlAllowOrigin: { description: 'Any origin may read the answer.', schema: { type: 'string', const: '*' } },
      },
      responses,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
