import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from './api-operations';
import { buildOpenApiDocument } from './openapi-document';
import { buildStaffOpenApiDocument } from './staff-document';

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name?: string; in?: string; $ref?: string }[];
  responses: Record<string, { content?: Record<string, unknown>; $ref?: string }>;
};
type Paths = Record<string, Record<string, Operation>>;

const DOCUMENTS = { public: buildOpenApiDocument('1.2.3'), staff: buildStaffOpenApiDocument('1.2.3') };
const operationsOf = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
const publicPaths = DOCUMENTS.public.paths as unknown as Paths;
const staffPaths = DOCUMENTS.staff.paths as unknown as Paths;

describe('what each operation of the OpenAPI documents promises', () => {
  it('says who may call it: the public document asks for nothing, the staff document for a session or bearer token where an action is named', () => {
    for (const { path, method, operation } of operationsOf(publicPaths)) expect(operation.security, `${method} ${path}`).toEqual([]);
    const schemes = Object.keys(DOCUMENTS.staff.components.securitySchemes);
    for (const { path, method, operation } of operationsOf(staffPaths)) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      for (const requirement of operation.security!) expect(Object.keys(requirement).every((name) => schemes.includes(name))).toBe(true);
    }
    expect(staffPaths['/api/users']!.get!.security).toContainEqual({ bearer: [] });
  });

  it('names every segment of its path as a path parameter, in both documents', () => {
    for (const paths of [publicPaths, staffPaths]) {
      for (const { path, method, operation } of operationsOf(paths)) {
        const segments = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const named = (operation.parameters ?? []).map((parameter) =>
          parameter.$ref ? parameter.$ref.split('/').at(-1) : parameter.in === 'path' ? parameter.name : null,
        );
        expect(named.filter((name) => segments.includes(name ?? '')).sort(), `${method} ${path}`).toEqual(segments.sort());
      }
    }
    const preview = staffPaths['/previews/{path}']!.get!.parameters!.find((parameter) => parameter.in === 'path');
    expect(preview).toMatchObject({ name: 'path', required: true, schema: { type: 'string' } });
  });

  it('describes HEAD beside every GET of the public document: the same statuses, no body', () => {
    for (const [path, item] of Object.entries(publicPaths)) {
      expect(item.head, path).toBeDefined();
      expect(Object.keys(item.head!.responses), path).toEqual(Object.keys(item.get!.responses));
      expect(
        Object.values(item.head!.responses).every((response) => !response.content && !response.$ref),
        path,
      ).toBe(true);
      expect(item.head!.operationId).toBe(`${item.get!.operationId}Head`);
    }
  });

  it('gives every media type a call answers in: a CSV, or a workbook when asked', () => {
    const media = (paths: Paths, path: string) => Object.keys(paths[path]!.get!.responses[200]!.content ?? {});
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(media(staffPaths, '/api/calendar/export')).toEqual(['text/csv', xlsx]);
    expect(media(staffPaths, '/api/weather/10day/template')).toEqual(['text/csv', xlsx]);
  });

  it('documents the 410 of the changes read, in both documents', () => {
    for (const paths of [publicPaths, staffPaths]) expect(Object.keys(paths['/api/export/v1/national/changes']!.get!.responses)).toContain('410');
  });

  it('publishes only public calls', () => {
    expect(API_OPERATIONS.filter((operation) => operation.publicId && operation.access.kind !== 'public')).toEqual([]);
  });
});
