import 'server-only';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createWorkGate, type WorkGate } from '@/platform/request/rules/create-work-gate';
import { AppError } from '@/platform/errors/app-error';
import { processState } from '@/platform/process/process-state';

/**
 * Password hashes (scrypt: 32 MB and about a tenth of a second of a core each) run on libuv's four
 * threads, a few at a time; every request waiting for its turn keeps its whole state in memory,
 * some 60 KB of heap. Unbounded, set-password posts or sign-ins arriving faster than about ten a
 * second queued without end: the heap grew by the queue until the server died (issue 14). At most
 * two hashes run at once (libuv's other threads stay free for files and zlib), at most 32 wait,
 * and the next is refused at once with 503 and Retry-After.
 */
const LIMITS = { running: 2, waiting: 32 };
const RETRY_AFTER_SECONDS = 5;
const BUSY_MESSAGE = 'The server is busy checking passwords. Try again in a few seconds.';

// One gate per process, or each route bundle would allow its own hashes.
const gate = (): WorkGate => processState('password-work', () => createWorkGate(LIMITS));

const busy = () => new AppError('BUSY', BUSY_MESSAGE, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** better-auth's password hash, in turn with every other password hash of the process. */
export function hashPasswordLimited(password: string): Promise<string> {
  return gate().run(() => hashPassword(password), busy);
}

/** better-auth's password check, in turn with every other password hash of the process. */
export function verifyPasswordLimited(input: { hash: string; password: string }): Promise<boolean> {
  return gate().run(() => verifyPassword(input), busy);
}

/** The library's own error for a refusal inside its handler (sign-in): it answers with its status and headers. */
const libraryBusy = () => new APIError('SERVICE_UNAVAILABLE', { code: 'BUSY', message: BUSY_MESSAGE }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

/** For better-auth's `emailAndPassword.password`: its sign-in's hashes (also the decoy hash for unknown accounts) take their turn too. */
export const libraryPasswordWork = {
  hash: (password: string) => gate().run(() => hashPassword(password), libraryBusy),
  verify: (input: { hash: string; password: string }) => gate().run(() => verifyPassword(input), libraryBusy),
};
