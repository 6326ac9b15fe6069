import type { ApiOperation } from '@/platform/contracts/api-operation';
import { API_OPERATIONS } from './api-operations';
import { errorAnswerSchema } from './open-api-components';
import { answerContent, failure, notFoundAnswer, operationParameters, otherFailures } from './operation-parts';
import { jsonSchema } from './query-parameters';

const DESCRIPTION = `The portal's own calls: what its pages and staff screens send, generated from the contract of each
feature (\`src/modules/*/rules/…-contract.ts\`), the same operations the routes are built from. Not a stable API: it
changes with the portal. Outside apps use the open API (\`/api/openapi.json\`, \`/api/v1\`).

- Staff calls need a session: the cookie set by sign-in, or \`Authorization: Bearer\` with the token sign-in answers
  in \`set-auth-token\`. A write that carries a cookie must come from the portal's own origin.
- Errors are \`{"error": {"code", "message"}}\`.`;

function requestBody(operation: ApiOperation) {
  const content: Record<string, unknown> = {};
  const json = operation.method === 'GET' ? operation.jsonBody : (operation.input ?? operation.jsonBody);
  if (json) content['application/json'] = { schema: jsonSchema(json, 'input') };
  if (operation.upload) {
    content[operation.upload.type ?? 'multipart/form-data'] = {
      schema: { type: 'object', properties: { [operation.upload.field]: { type: 'string', format: 'binary', description: operation.upload.description } } },
    };
  }
  return Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {};
}

function success(operation: ApiOperation) {
  const content = answerContent(operation);
  const description = operation.status === 303 ? 'On to another page (Location).' : 'The answer.';
  return { [operation.status ?? 200]: { description, ...(Object.keys(content).length > 0 ? { content } : {}) } };
}

function pathItem(operation: ApiOperation & { name: string }) {
  const { access } = operation;
  const signedIn = access.kind === 'action';
  const description = [operation.description, signedIn ? `Needs a staff session that may \`${access.action}\`.` : undefined].filter(Boolean).join('\n\n');
  return {
    operationId: operation.name,
    tags: [operation.tag],
    summary: operation.summary,
    ...(description ? { description } : {}),
    security: signedIn ? [{ session: [] }, { bearer: [] }] : [],
    parameters: operationParameters(operation),
    ...requestBody(operation),
    responses: {
      ...success(operation),
      400: failure('A request the contract refuses, named in the message.'),
      ...(signedIn ? { 401: failure('No session.'), 403: failure('The account level may not do this.') } : {}),
      404: notFoundAnswer(operation.notFound ?? { description: 'Nothing there.' }),
      ...otherFailures(operation),
    },
  };
}

/** The OpenAPI 3.1 document of the portal's own API, served to staff at /api/openapi-staff.json. */
export function buildStaffOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of API_OPERATIONS) {
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: pathItem(operation) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'ACAP CALABARZON portal API (staff)', version, description: DESCRIPTION },
    servers: [{ url: '/', description: 'This portal' }],
    tags: [...new Set(API_OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorAnswerSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'The session cookie sign-in sets.' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The token sign-in answers in `set-auth-token`.' },
      },
    },
  };
}

export type StaffOpenApiDocument = ReturnType<typeof buildStaffOpenApiDocument>;
