import 'server-only';
import { dropProcessState, processState } from '@/platform/process/process-state';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { account, session, user, verification } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { logBetterAuth } from '@/platform/log/log-better-auth';
import { CLIENT_ADDRESS_HEADER } from '@/platform/request/get-client-address';
import { usesSecureCookies } from '@/platform/request/secure-cookie-flag';
import { getAuthSecret } from './get-auth-secret';
import { libraryPasswordWork } from './limit-password-work';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';

async function createAuth(db: Database) {
  const env = getEnv();
  const baseURL = env.ACAP_BASE_URL ?? `http://localhost:${env.PORT}`;
  const loopback = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const local = /^(?:localhost|127\.0\.0\.1|\[::1\])$/.test(new URL(baseURL).hostname);
  return betterAuth({
    appName: env.ACAP_PROGRAMME_ABBR,
    baseURL,
    basePath: '/api/auth',
    secret: await getAuthSecret(db),
    // As getOwnOrigins: a public base URL is the only origin; loopback only for a portal run locally.
    trustedOrigins: local ? [new URL(baseURL).origin, ...loopback] : [new URL(baseURL).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Its hashes wait their turn with the portal's own: a flood of sign-ins cannot queue without end.
      password: libraryPasswordWork,
    },
    user: {
      additionalFields: {
        accountLevel: { type: 'number', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
        reviewer: { type: 'boolean', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Throttling is ours (see sign-in-throttle): kept in the database, per address and per account.
    rateLimit: { enabled: false },
    plugins: [bearer()],
    // Said outright: left to itself the library decides by NODE_ENV, not by how the portal is served.
    // Sessions record the address handle-sign-in resolved (see getClientAddress), not X-Forwarded-For.
    advanced: { useSecureCookies: usesSecureCookies(), ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    telemetry: { enabled: false },
    // Failed sign-ins are expected and audited; the library's own warnings would only add noise.
    // Its errors join the portal's JSON lines (with the request id), scrubbed of query values; see
    // log-better-auth.ts. (What it prints past this option goes through route-console-to-logger.ts.)
    logger: {
      level: 'error',
      log: (level, message, ...args) => logBetterAuth(level, message, args),
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

// One instance per database, shared by every route bundle: a test that swaps the database gets a new one bound to it.
const instancesOf = () => processState('auth', () => new WeakMap<Database, Promise<Auth>>());

export function getAuth(db: Database): Promise<Auth> {
  const instances = instancesOf();
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
    auth.catch(() => instances.delete(db));
  }
  return auth;
}

/** Tests that change what the instance read at creation (the secret, the environment) drop it. */
export function resetAuth(): void {
  dropProcessState('auth');
}
