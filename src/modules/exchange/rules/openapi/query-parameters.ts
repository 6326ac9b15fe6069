import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A JSON Schema of the requests (`input`) or answers (`output`), without the draft marker a standalone document has. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** OpenAPI parameters from a route's own query or path schema, so a new parameter cannot go undocumented. */
export function queryParameters(schema: z.ZodType, where: 'query' | 'path' = 'query'): JsonSchema[] {
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, examples, ...rest }]) => ({
    name,
    in: where,
    // A path segment is always there, optional or not in the schema.
    required: where === 'path' || (json.required?.includes(name) ?? false),
    ...(description ? { description } : {}),
    schema: rest,
    ...(Array.isArray(examples) ? { example: examples[0] } : {}),
  }));
}
