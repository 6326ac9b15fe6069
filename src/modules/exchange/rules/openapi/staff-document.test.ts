import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from './api-operations';
import { buildStaffOpenApiDocument } from './staff-document';

const document = buildStaffOpenApiDocument('1.2.3');
type Operation = { operationId: string; parameters: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, unknown> }> };
const paths = document.paths as Record<string, Record<string, Operation>>;

describe('the staff OpenAPI document', () => {
  it('has each operation of the contracts once, under its path and method', () => {
    const keys = API_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const operation of API_OPERATIONS) expect(paths[operation.path]?.[operation.method.toLowerCase()]?.operationId).toBe(operation.name);
  });

  it('names every segment of a path as a path parameter, and documents a JSON answer for every operation with an output', () => {
    for (const operation of API_OPERATIONS) {
      const documented = paths[operation.path]![operation.method.toLowerCase()]!;
      const segments = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const inPath = documented.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(inPath, operation.name).toEqual(segments);
      const success = documented.responses[String(operation.status ?? 200)]!;
      expect(Boolean(success.content?.['application/json']), operation.name).toBe(Boolean(operation.output));
    }
  });

  it('asks for a session exactly where the contract names an action', () => {
    for (const operation of API_OPERATIONS) {
      const documented = paths[operation.path]![operation.method.toLowerCase()]! as Operation & { security: unknown[] };
      expect(documented.security.length > 0, operation.name).toBe(operation.access.kind === 'action');
      expect('401' in documented.responses, operation.name).toBe(operation.access.kind === 'action');
    }
  });
});
