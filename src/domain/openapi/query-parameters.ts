import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** OpenAPI query parameters from a route's own query schema, so a new parameter cannot go undocumented. */
export function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, examples, ...rest }]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema: rest,
    ...(Array.isArray(examples) ? { example: examples[0] } : {}),
  }));
}
