import { afterAll, beforeAll } from 'vitest';
import { createSessionHeaders } from './factories';
import { signIn } from './sign-in';
import { createTestDatabase, type TestDatabase } from './test-database';

export type Caller = 'anonymous' | 'noLevel' | 'admin' | 'superadmin';

/**
 * A fresh database for the test file and the headers of every kind of caller: anonymous, signed in
 * without a level (a session made directly; sign-in refuses such users), admin and superadmin.
 */
export function databaseWithCallers(options: { afterSetUp?: () => Promise<void> } = {}) {
  const callers = {} as Record<Caller, Record<string, string>>;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    callers.anonymous = {};
    callers.noLevel = await createSessionHeaders('none');
    callers.admin = (await signIn('admin')).headers;
    callers.superadmin = (await signIn('superadmin')).headers;
    await options.afterSetUp?.();
  });
  afterAll(() => database.dispose());
  return callers;
}
