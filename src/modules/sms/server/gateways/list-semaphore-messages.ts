import 'server-only';
import { gatewayOutcome } from '@/modules/sms/rules/gateway-outcome';
import { semaphoreMessagesSchema, semaphoreTime, type SemaphoreMessage } from '@/modules/sms/rules/semaphore-answers';
import { AppError } from '@/platform/errors/app-error';
import { callGateway } from './call-gateway';
import type { SemaphoreApi } from './semaphore-api';

const PAGE = 1000;
// 200,000 messages: more than the office sends between a crash and the next run.
const MAX_PAGES = 200;
// The clocks of the portal and Semaphore differ a little; a message is looked for from a little before.
const LOOK_BACK_MS = 10 * 60_000;

const manilaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Semaphore's messages since `since` (less a few minutes), read from its list a page of 1000 at a
 * time (`GET messages?limit=1000&page=N`, from the Manila day of `since` on). A list that comes
 * newest first is read until a page is all older; any other is read to its end. A list that cannot be
 * read throws: what it would have said is unknown, so nothing is sent again on a guess.
 */
export async function listSemaphoreMessages(api: SemaphoreApi, since: Date): Promise<SemaphoreMessage[]> {
  const from = since.getTime() - LOOK_BACK_MS;
  const found: SemaphoreMessage[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ apikey: api.apiKey, limit: String(PAGE), page: String(page), startDate: manilaDay(new Date(from)) });
    const answer = await callGateway('Semaphore', api.pacer, `${api.baseUrl}/messages?${query.toString()}`, { headers: { accept: 'application/json' } });
    const parsed = gatewayOutcome(answer.status) === 'accepted' ? semaphoreMessagesSchema.safeParse(answer.body) : null;
    if (!parsed?.success) throw new AppError('INTERNAL', `Semaphore's list of messages could not be read (page ${page}, status ${answer.status}).`);
    if (parsed.data.length === 0) return found;
    found.push(...parsed.data);
    const times = parsed.data.map((message) => semaphoreTime(message.created_at)?.getTime() ?? Number.NaN);
    const newestFirst = times[0]! >= times.at(-1)!;
    if (newestFirst && Math.max(...times) < from) return found;
  }
  throw new AppError(
    'INTERNAL',
    `Semaphore's list of messages goes back more than ${MAX_PAGES} pages since ${since.toISOString()}: it was not read to the end.`,
  );
}
