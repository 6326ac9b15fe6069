import 'server-only';
import { z } from 'zod';

/**
 * Outside production, a route's JSON answer is parsed by its `output` schema, so every test that calls
 * a route also checks its contract (the types already hold at build time; this catches what a cast or
 * a database value hides). Production skips it: hot reads would parse every answer twice (decision 033).
 */
export const CHECK_ANSWERS = process.env.NODE_ENV !== 'production';

export async function checkAnswer(schema: z.ZodType, result: unknown): Promise<void> {
  let body = result;
  if (result instanceof Response) {
    if (!result.ok || result.status === 204 || !result.headers.get('content-type')?.includes('application/json')) return;
    body = await result.clone().json();
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`The answer does not match the route's output schema:\n${z.prettifyError(parsed.error)}`);
}
