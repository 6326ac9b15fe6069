import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { session, user } from '@/db/schema';
import { missingClaimsMessage } from '@/modules/staff/rules/account-levels';
import { signInBodySchema } from '@/modules/staff/rules/auth-contract';
import { can } from '@/modules/staff/rules/can';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { readBodyBytes } from '@/platform/http/read-body-bytes';
import { toErrorResponse } from '@/platform/http/to-error-response';
import { setRequestUserId } from '@/platform/log/request-context';
import { limitPasswordGuesses } from '@/modules/staff/server/auth/limit-password-guesses';
import { CLIENT_ADDRESS_HEADER, getClientAddress } from '@/platform/request/get-client-address';
import { getAuth } from '@/modules/staff/server/auth/get-auth';
import { SIGNED_IN_HINT_COOKIE } from '@/modules/staff/rules/signed-in-hint';
import { secureCookieFlag } from '@/platform/request/secure-cookie-flag';

const signInAnswer = z.object({ user: z.object({ id: z.string(), accountLevel: z.number().nullish() }), token: z.string() });

async function readBody(request: Request) {
  const text = new TextDecoder().decode(await readBodyBytes(request, 10_000, 'The sign-in request is too large.'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  return signInBodySchema.parse(json);
}

/**
 * Wraps better-auth's email sign-in with what it does not do for us: our own validation, throttling
 * per address and per account (kept in the database), and refusing accounts without a level.
 */
export async function handleSignIn(db: Database, request: Request): Promise<Response> {
  try {
    const body = await readBody(request);
    const email = body.email.toLowerCase();
    const address = getClientAddress(request);
    const guesses = limitPasswordGuesses(db, email, address);
    await guesses.check((wait) => `Too many failed sign-in attempts. Wait ${wait} before trying again.`);

    const auth = await getAuth(db);
    const toLibrary = new Headers(request.headers);
    // The session row records the address the library reads here: the resolved one, never a client's claim.
    toLibrary.set(CLIENT_ADDRESS_HEADER, address);
    const forwarded = new Request(request.url, { method: 'POST', headers: toLibrary, body: JSON.stringify({ ...body, email }) });
    const answer = await auth.handler(forwarded);

    if (answer.status === 401 || answer.status === 403) {
      await guesses.failed();
      // The trail names the account by id when the typed email is one, and keeps neither the typed text nor the address.
      const [tried] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      await db.transaction((tx) =>
        writeAudit(tx, { actor: 'unknown', action: 'auth.sign_in_failed', target: tried?.id, summary: { account: tried ? 'known' : 'none' } }),
      );
      return answer;
    }
    if (!answer.ok) return answer;

    const signedIn = signInAnswer.parse(await answer.clone().json());
    setRequestUserId(signedIn.user.id);
    await guesses.succeeded();
    const [account] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, signedIn.user.id));
    if (account?.disabledAt) {
      // Only someone who knows the password learns the account is disabled.
      await db.transaction(async (tx) => {
        await tx.delete(session).where(eq(session.token, signedIn.token));
        await writeAudit(tx, { actor: { id: signedIn.user.id }, action: 'auth.sign_in_refused', target: signedIn.user.id, summary: { reason: 'disabled' } });
      });
      return Response.json({ code: 'ACCOUNT_DISABLED', message: 'This account is disabled. Ask a superadmin to enable it.' }, { status: 403 });
    }
    if (!can({ id: signedIn.user.id, accountLevel: signedIn.user.accountLevel ?? null }, 'adminArea.use')) {
      // Signed out at once: the session just made is removed and its cookie never sent.
      await db.transaction(async (tx) => {
        await tx.delete(session).where(eq(session.token, signedIn.token));
        await writeAudit(tx, {
          actor: { id: signedIn.user.id },
          action: 'auth.sign_in_refused',
          target: signedIn.user.id,
          summary: { reason: 'no account level' },
        });
      });
      return Response.json({ code: 'MISSING_CUSTOM_CLAIMS', message: missingClaimsMessage(getEnv().ACAP_PROGRAMME_ABBR) }, { status: 403 });
    }
    await db.transaction((tx) => writeAudit(tx, { actor: { id: signedIn.user.id }, action: 'auth.sign_in', target: signedIn.user.id }));
    const headers = new Headers(answer.headers);
    headers.append('Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${60 * 60 * 24 * 7}; SameSite=Lax${secureCookieFlag()}`);
    return new Response(answer.body, { status: answer.status, headers });
  } catch (error) {
    return toErrorResponse(error);
  }
}
