import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OPEN_EXAMPLES } from './open-api-examples';
import { OPEN_OPERATIONS } from './open-api-operations';
import { buildOpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument('1.2.3');
type Get = { operationId: string; responses: Record<string, unknown>; parameters: { name?: string }[] };
const paths = document.paths as unknown as Record<string, { get: Get }>;

// Keywords that mean the same in JSON Schema 2020-12 (OpenAPI 3.1) and draft-07, so that any validator
// checks the answers' schemas alike; 2020-12-only ones (prefixItems, $defs, unevaluated…) are refused.
const PORTABLE = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
  'description',
  'examples',
  'default',
]);

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywordsOf(item, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      if (key === 'properties') Object.values(value as object).forEach((item) => keywordsOf(item, found));
      else if (key !== 'examples' && key !== 'enum' && key !== 'const' && key !== 'default') keywordsOf(value, found);
    }
  }
  return found;
}

function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

const resolve = (pointer: string) =>
  pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the version it is given', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.2.3');
  });

  it('has a path with a GET for every operation, with 200, 304 and 400, and 404 where a PSGC is taken', () => {
    for (const operation of Object.values(OPEN_OPERATIONS)) {
      const get = paths[operation.path]!.get;
      expect(get.operationId).toBe(operation.operationId);
      expect(Object.keys(get.responses).sort()).toEqual(operation.path.includes('{psgc}') ? ['200', '304', '400', '404'] : ['200', '304', '400']);
    }
  });

  it("documents every query parameter of each operation's schema, and no other", () => {
    for (const operation of Object.values(OPEN_OPERATIONS)) {
      const parameters = paths[operation.path]!.get.parameters;
      const names = parameters.flatMap((parameter) => (parameter.name ? [parameter.name] : []));
      expect(names.sort()).toEqual(Object.keys((operation.query as z.ZodObject).shape).sort());
    }
  });

  it("gives examples that its own answers' schemas accept as they are", () => {
    for (const [name, operation] of Object.entries(OPEN_OPERATIONS)) {
      const example = OPEN_EXAMPLES[name as keyof typeof OPEN_EXAMPLES];
      expect(operation.answer.parse(example), name).toEqual(example);
    }
  });

  it('has its schemas generated from the zod schemas', () => {
    const outlooks = document.components.schemas.OutlooksAnswer as { properties: Record<string, unknown>; additionalProperties: boolean };
    expect(Object.keys(outlooks.properties)).toEqual(Object.keys(OPEN_OPERATIONS.getPlaceOutlooks.answer.shape));
    expect(outlooks.additionalProperties).toBe(false);
  });

  it('uses only schema keywords that draft-07 and 2020-12 read alike', () => {
    const used = keywordsOf(Object.values(document.components.schemas));
    expect([...used].filter((keyword) => !PORTABLE.has(keyword))).toEqual([]);
  });

  it('has every $ref pointing at something in the document', () => {
    const broken = refsOf(document).filter((ref) => !ref.startsWith('#/') || resolve(ref) === undefined);
    expect(broken).toEqual([]);
  });
});

describe('the tags of the OpenAPI document', () => {
  it('declares every tag an operation uses', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    const used = Object.values(document.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap((item) =>
      Object.values(item).flatMap((op) => op.tags ?? []),
    );
    expect(used.filter((tag) => !declared.has(tag))).toEqual([]);
  });
});
