import { expect } from 'vitest';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { signIn } from './sign-in';

const BASE = 'http://localhost:3000';
const post = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));

/**
 * Publishes drafts the way the office does (a superadmin sends them to review and approves them),
 * ticking every warning: for tests about what the public sees of a bulletin, not about review.
 */
export async function publishBulletins(...ids: string[]): Promise<void> {
  const { headers } = await signIn('superadmin');
  const sent = await post(submitRoute, '/api/review/submit', headers, { ids });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const approved = await post(approveRoute, '/api/review/approve', headers, { ids, acknowledged: CHECK_CODES });
  expect(approved.status, await approved.clone().text()).toBe(200);
}
