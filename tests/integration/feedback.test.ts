import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postFeedbackRoute } from '@/app/[locale]/(site)/bulletins/[id]/feedback/route';
import FeedbackPage from '@/app/[locale]/admin/(staff)/feedback/page';
import { PATCH as moderateRoute } from '@/app/api/feedback/[id]/route';
import { GET as exportRoute } from '@/app/api/feedback/export/route';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { FeedbackForm } from '@/modules/bulletins/components/feedback-form';
import { ShownFeedbackComments } from '@/modules/bulletins/components/shown-feedback-comments';
import { auditLog, bulletin, bulletinFeedback, rateLimit } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { FEEDBACK_CSV_HEADER } from '@/modules/feedback/rules/feedback-csv';
import { parse as parseCsv } from 'csv-parse/sync';
import { listFeedbackCounts } from '@/modules/feedback/server/list-feedback-counts';
import { listShownFeedbackComments } from '@/modules/feedback/server/list-shown-feedback-comments';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';
import { FORBIDDEN_MARKUP, XSS_PAYLOADS } from '../support/xss-payloads';

// Components and pages read their words and the request through Next's server functions, which run
// only inside Next's server: here they answer from the message files and the headers a test sets.
const request = vi.hoisted((): { headers: Headers } => ({ headers: new Headers() }));
vi.mock('next-intl/server', async () => {
  const { createMessageTranslator } = await import('@/platform/i18n/create-message-translator');
  type Namespace = Parameters<typeof createMessageTranslator>[1];
  return {
    setRequestLocale: () => undefined,
    getTranslations: async (arg: { locale: 'en' | 'tl'; namespace: Namespace }) => createMessageTranslator(arg.locale, arg.namespace),
  };
});
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
  notFound: () => {
    throw new Error('not found');
  },
  // src/i18n/navigation.ts makes its own from it.
  permanentRedirect: (to: string) => {
    throw new Error(`redirected for good to ${to}`);
  },
  useRouter: () => ({ refresh: () => undefined, push: () => undefined }),
}));

const BASE = 'http://localhost:3000';
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let reviewer: Record<string, string> = {};
const callers = databaseWithCallers({
  afterSetUp: async () => {
    // The sample recommendations give the bulletins their advice.
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
    reviewer = (await signIn('admin', { reviewer: true })).headers;
  },
});

const postFeedback = atRoute('/[locale]/bulletins/[id]/feedback', postFeedbackRoute);
const moderate = atRoute('/api/feedback/[id]', moderateRoute);

interface Post {
  address: string;
  accept?: string;
  locale?: 'en' | 'tl';
  headers?: Record<string, string>;
  /** Browsers name the page's origin on every form post; other clients may not. */
  origin?: string | null;
}

/** The form as a browser without script sends it: url-encoded, from the socket address given (the only one believed). */
function answer(id: string, fields: Record<string, string>, { address, accept = BROWSER, locale = 'en', headers = {}, origin = BASE }: Post) {
  return postFeedback(
    new Request(`${BASE}/${locale}/bulletins/${id}/feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept,
        'x-acap-socket-address': address,
        ...(origin ? { origin } : {}),
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const moderateAs = (headers: Record<string, string>, id: number | string, body: unknown) =>
  moderate(
    new Request(`${BASE}/api/feedback/${id}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
const exportAs = (headers: Record<string, string>, query = '') => exportRoute(new Request(`${BASE}/api/feedback/export${query}`, { headers }));

const db = () => portalDb();
const answersOf = async (bulletinId: string) => (await db()).select().from(bulletinFeedback).where(eq(bulletinFeedback.bulletinId, bulletinId));
const answerCount = async () => (await (await db()).select({ n: count() }).from(bulletinFeedback))[0]!.n;

/** The HTML a server component renders. */
async function html(element: ReactElement | null | Promise<ReactElement | null>): Promise<string> {
  const stream = await renderToReadableStream(await element);
  await stream.allReady;
  return new Response(stream).text();
}

/** The staff page as the caller with these headers sees it. */
async function staffPage(headers: Record<string, string>): Promise<string> {
  request.headers = new Headers(headers);
  return html(FeedbackPage({ params: Promise.resolve({ locale: 'en' }) }));
}

// Bay, Laguna, rice: six bulletins the public may answer, and one of each state it may not.
const bulletins = { published: [] as string[], draft: '', inReview: '', withdrawn: '' };

async function saveBulletin(handler: (r: Request) => Promise<Response>, path: string, extra: Record<string, unknown>, state: BulletinState): Promise<string> {
  const body = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', allowExpired: true, operation: 'create', ...extra };
  const saved = await handler(
    new Request(`${BASE}${path}`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(saved.status, await saved.clone().text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  // The publish service is built elsewhere: the state is set as it would leave it.
  const dates = state === 'published' ? { publishedAt: new Date() } : state === 'withdrawn' ? { publishedAt: new Date(), withdrawnAt: new Date() } : {};
  await (
    await db()
  )
    .update(bulletin)
    .set({ state, ...dates })
    .where(eq(bulletin.id, id));
  return id;
}

beforeAll(async () => {
  for (const language of ['en', 'tag']) {
    bulletins.published.push(await saveBulletin(postTenDay, '/api/reports/tenday/crops', { language }, 'published'));
    bulletins.published.push(await saveBulletin(postSeasonal, '/api/reports/seasonal/crops', { language, month: 'dec' }, 'published'));
    bulletins.published.push(await saveBulletin(postSpecial, '/api/reports/special/crops', { language }, 'published'));
  }
  bulletins.draft = await saveBulletin(postSeasonal, '/api/reports/seasonal/crops', { language: 'en', month: 'jan' }, 'draft');
  bulletins.inReview = await saveBulletin(postSeasonal, '/api/reports/seasonal/crops', { language: 'tag', month: 'jan' }, 'in_review');
  bulletins.withdrawn = await saveBulletin(postSeasonal, '/api/reports/seasonal/crops', { language: 'en', month: 'feb' }, 'withdrawn');
}, 120_000);

describe('the feedback form', () => {
  it("is a plain post to the bulletin's feedback address in the page's language, holding nothing about the visitor", async () => {
    const id = bulletins.published[0]!;
    const form = await html(FeedbackForm({ bulletinId: id, locale: 'tl' }));
    expect(form).toMatch(new RegExp(`<form [^>]*action="/tl/bulletins/${id}/feedback" method="post">`));
    expect(form).toContain('<input type="hidden" name="locale" value="tl"/>');
    expect(form).toContain('<legend class="font-semibold">Nakatulong ba ito?</legend>');
    expect(form.match(/<input type="radio" required="" [^>]*name="useful" value="(yes|no)"\/>/g)).toHaveLength(2);
    expect(form).toMatch(/<textarea id="feedback-comment" name="comment" rows="3" maxLength="500" aria-describedby="feedback-comment-hint"/);
    expect(form).toContain('Huwag isulat ang pangalan, numero ng telepono');
    // The same for every visitor (the page is cached): only the bulletin and the language vary.
    expect(await html(FeedbackForm({ bulletinId: id, locale: 'tl' }))).toBe(form);
    const english = await html(FeedbackForm({ bulletinId: id, locale: 'en' }));
    expect(english).toContain('Was this useful?');
    expect(english).toMatch(new RegExp(`<form [^>]*action="/bulletins/${id}/feedback" method="post">`));
  });
});

describe('the feedback form post', () => {
  it('stores a no-script answer with its cleaned comment held, keeps nothing about the reader, and thanks them in their language', async () => {
    const id = bulletins.published[0]!;
    const answered = await answer(
      id,
      { useful: 'no', comment: '  Too late for\r\nour planting <b>again</b>  ', locale: 'tl' },
      { address: '198.51.100.7', locale: 'tl' },
    );
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const page = await answered.text();
    expect(page).toMatch(/^<!DOCTYPE html><html lang="tl">/);
    expect(page).toContain('<h1>Salamat</h1>');
    expect(page).toContain('Babasahin muna ng mga kawani');
    expect(page).toContain(`<a href="/tl/bulletins/${id}">Bumalik sa abiso</a>`);

    const [row, ...others] = await answersOf(id);
    expect(others).toEqual([]);
    expect(row).toEqual({
      id: row!.id,
      bulletinId: id,
      useful: false,
      comment: 'Too late for\nour planting again',
      commentState: 'held',
      channel: 'web',
      reviewedById: null,
      reviewedAt: null,
      createdAt: row!.createdAt,
    });
    // A reader cookie is set with the thanks, and the counters know it and the address only as keyed hashes.
    const reader = /^acap_reader=([A-Za-z0-9_-]{22}); Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/.exec(answered.headers.get('set-cookie') ?? '')?.[1];
    expect(reader).toBeDefined();
    const keys = (await (await db()).select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, 'feedback:%'))).map(({ key }) => key);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).not.toContain('198.51.100.7');
    for (const key of keys) expect(key).not.toContain(reader);
    for (const key of keys) expect(key).toMatch(/^feedback:(address|bulletin|reader|reader-bulletin):/);
  });

  it('thanks in English for an English page, without a word about comments when there was none', async () => {
    const page = await (await answer(bulletins.published[1]!, { useful: 'yes', comment: '', locale: 'en' }, { address: '198.51.100.8' })).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Thank you</h1><p>Your answer was recorded.</p><p><a');
    expect((await answersOf(bulletins.published[1]!)).map((row) => [row.useful, row.comment])).toEqual([[true, null]]);
  });

  it("speaks the address's language when the form names none, whatever a language cookie says", async () => {
    const id = bulletins.published[1]!;
    const tagalog = await (await answer(id, { useful: 'yes' }, { address: '198.51.100.9', locale: 'tl' })).text();
    expect(tagalog).toContain('<html lang="tl">');
    expect(tagalog).toContain(`<a href="/tl/bulletins/${id}">`);
    const english = await (await answer(id, { useful: 'yes' }, { address: '198.51.100.10', headers: { cookie: 'NEXT_LOCALE=tl' } })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<a href="/bulletins/${id}">Back to the bulletin</a>`);
  });

  it('takes a post from the portal itself or one that names no site, and refuses one from another site, cookie or none', async () => {
    const id = bulletins.published[2]!;
    const cookie = { cookie: 'NEXT_LOCALE=en' };
    expect((await answer(id, { useful: 'yes' }, { address: '198.51.100.20', headers: cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await answer(id, { useful: 'yes' }, { address: '198.51.100.21', headers: { ...cookie, 'sec-fetch-site': 'cross-site' }, origin: null })).status,
    ).toBe(403);
    expect((await answer(id, { useful: 'yes' }, { address: '198.51.100.21', headers: cookie, origin: null })).status).toBe(403);
    expect(await answersOf(id)).toEqual([]);
    expect(
      (await answer(id, { useful: 'yes' }, { address: '198.51.100.22', headers: { ...cookie, 'sec-fetch-site': 'same-origin' }, origin: null })).status,
    ).toBe(200);
    expect((await answer(id, { useful: 'no' }, { address: '198.51.100.23', origin: null })).status).toBe(200);
    expect(await answersOf(id)).toHaveLength(2);
    // Without a cookie too, a post that says it came from another site is refused, with a page saying why.
    const foreign = await answer(id, { useful: 'no' }, { address: '198.51.100.24', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toContain('This answer was sent from another website, so it was not recorded.');
    const crossSite = await answer(id, { useful: 'no' }, { address: '198.51.100.25', origin: null, headers: { 'sec-fetch-site': 'cross-site' }, locale: 'tl' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain('Ipinadala ang sagot na ito mula sa ibang website');
    expect(await answersOf(id)).toHaveLength(2);
  });

  it('refuses bulletins the public may not answer, with a page saying so, and stores nothing', async () => {
    const before = await answerCount();
    const cases: [string, number, string][] = [
      [bulletins.draft, 404, 'There is no published bulletin at this address.'],
      [bulletins.inReview, 404, 'There is no published bulletin at this address.'],
      ['00000000-0000-4000-8000-000000000000', 404, 'There is no published bulletin at this address.'],
      ['not-a-bulletin', 404, 'There is no published bulletin at this address.'],
      [bulletins.withdrawn, 410, 'This bulletin was withdrawn and no longer takes answers.'],
    ];
    for (const [id, status, message] of cases) {
      const refused = await answer(id, { useful: 'yes', comment: 'hello' }, { address: '198.51.100.30' });
      expect(refused.status, id).toBe(status);
      const page = await refused.text();
      expect(page).toContain('<h1>Your answer was not recorded</h1>');
      expect(page).toContain(message);
      // A bulletin that is not there is not linked back to.
      expect(page).toContain(status === 404 ? '<a href="/bulletins">Go to the bulletins</a>' : `<a href="/bulletins/${id}">Back to the bulletin</a>`);
    }
    expect(await answerCount()).toBe(before);
  });

  it('refuses a missing answer and a comment over 500 characters with 400 pages; other clients get JSON errors', async () => {
    const id = bulletins.published[3]!;
    const before = await answerCount();
    const missing = await answer(id, { comment: 'forgot to choose' }, { address: '198.51.100.40', locale: 'tl' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Pumili ng Oo o Hindi, saka ipadala ang inyong sagot.');
    const long = await answer(id, { useful: 'no', comment: 'x'.repeat(501) }, { address: '198.51.100.40' });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('Your comment is longer than 500 characters.');
    const asApi = await answer(id, { useful: 'maybe' }, { address: '198.51.100.40', accept: 'application/json' });
    expect(asApi.status).toBe(400);
    expect(await asApi.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Choose whether the bulletin was useful: the field useful must be yes or no.',
        details: { reason: 'missing_answer' },
      },
    });
    const notAForm = await postFeedback(
      new Request(`${BASE}/en/bulletins/${id}/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: BROWSER },
        body: '{"useful":"yes"}',
      }),
    );
    expect(notAForm.status).toBe(400);
    expect(await notAForm.text()).toContain('Your answer could not be read.');
    expect(await answerCount()).toBe(before);
  });
});

const readerCookie = (id: string) => ({ cookie: `NEXT_LOCALE=en; acap_reader=${id.padEnd(22, 'x').slice(0, 22)}` });

describe('the rate limit', () => {
  it('takes answers from 20 readers of one bulletin behind one address in an hour, each told apart by the cookie set when they answer', async () => {
    const id = bulletins.published[0]!;
    const address = '203.0.113.40';
    const cookies = new Set<string>();
    for (let reader = 0; reader < 20; reader += 1) {
      const answered = await answer(id, { useful: reader % 2 ? 'yes' : 'no' }, { address });
      expect(answered.status, `reader ${reader}`).toBe(200);
      cookies.add(answered.headers.get('set-cookie')!.split(';')[0]!);
    }
    expect(cookies.size).toBe(20);
    // A reader who already has the cookie is not given another.
    const again = await answer(bulletins.published[1]!, { useful: 'yes' }, { address, headers: { cookie: [...cookies][0]! } });
    expect(again.status).toBe(200);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('answers 429 with Retry-After past 5 answers an hour from one reader, while another reader on the same network gets through', async () => {
    const address = '203.0.113.50';
    const headers = readerCookie('reader-fifty');
    for (const id of bulletins.published.slice(0, 5)) expect((await answer(id, { useful: 'yes' }, { address, headers })).status, id).toBe(200);
    const before = await answerCount();
    const over = await answer(bulletins.published[5]!, { useful: 'no', comment: 'one more' }, { address, headers });
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await over.text()).toContain('You have sent many answers in the last hour. Please try again in 60 minutes.');
    const asApi = await answer(bulletins.published[5]!, { useful: 'no' }, { address, accept: '*/*', headers });
    expect(asApi.status).toBe(429);
    expect(((await asApi.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_REQUESTS');
    expect(await answerCount()).toBe(before);
    expect((await answer(bulletins.published[5]!, { useful: 'no' }, { address, headers: readerCookie('reader-fifty-one') })).status).toBe(200);
  });

  it('bounds a client that throws its cookie away: 30 answers an hour per bulletin from one address, known by its socket', async () => {
    const id = bulletins.published[2]!;
    const address = '203.0.113.55';
    for (let n = 0; n < 30; n += 1) expect((await answer(id, { useful: 'yes' }, { address })).status, `answer ${n}`).toBe(200);
    const over = await answer(id, { useful: 'yes' }, { address });
    expect(over.status).toBe(429);
    expect(await over.text()).toContain('Many answers have come from your network in the last hour.');
    // Whatever X-Forwarded-For a client writes, it is known by its socket.
    expect((await answer(id, { useful: 'no' }, { address, headers: { 'x-forwarded-for': '192.0.2.99' } })).status).toBe(429);
    expect((await answer(id, { useful: 'no' }, { address: '203.0.113.56' })).status).toBe(200);
  });

  it('takes one answer a day per bulletin from a reader, and counts afresh once a window has passed', async () => {
    const id = bulletins.published[4]!;
    const address = '203.0.113.60';
    const headers = readerCookie('reader-sixty');
    expect((await answer(id, { useful: 'yes' }, { address, headers })).status).toBe(200);
    const again = await answer(id, { useful: 'no' }, { address, locale: 'tl', headers });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await again.text()).toContain('Nakasagot na kayo tungkol sa abisong ito ngayong araw. Salamat! Maaari kayong sumagot muli pagkalipas ng 24 oras.');
    // A day later the counters have passed their windows: the next answer sweeps them and counts from one.
    const database = await db();
    await database
      .update(rateLimit)
      .set({ windowStartedAt: sql`now() - interval '25 hours'` })
      .where(like(rateLimit.key, 'feedback:%'));
    expect((await answer(id, { useful: 'no' }, { address, headers })).status).toBe(200);
    const left = await database.select({ count: rateLimit.count }).from(rateLimit).where(like(rateLimit.key, 'feedback:%'));
    expect(left).toEqual([{ count: 1 }, { count: 1 }, { count: 1 }, { count: 1 }]);
  });
});

describe('comments with markup', () => {
  it('are stored as inert text and shown, once staff show them, only as text', async () => {
    const id = bulletins.published[5]!;
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      expect((await answer(id, { useful: 'no', comment: payload }, { address: `192.0.2.${index + 1}` })).status, payload).toBe(200);
    }
    const stored = (await answersOf(id)).filter((row) => row.comment?.includes('Drain'));
    expect(stored).toHaveLength(XSS_PAYLOADS.length);
    for (const row of stored) expect(row.comment).not.toMatch(FORBIDDEN_MARKUP);
    // Whatever reached the table by another way (an older build, a restore) is still shown as text.
    const database = await db();
    const [raw] = await database
      .insert(bulletinFeedback)
      .values({ bulletinId: id, useful: true, comment: XSS_PAYLOADS[0] })
      .returning({ id: bulletinFeedback.id });
    for (const row of [...stored, raw!]) expect((await moderateAs(callers.superadmin, row.id, { state: 'shown' })).status).toBe(200);

    const shown = await html(ShownFeedbackComments({ comments: listShownFeedbackComments(database, id), locale: 'en' }));
    expect(shown).toContain('What readers said');
    expect(shown).not.toMatch(FORBIDDEN_MARKUP);
    expect(shown).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;Drain the field');
    expect(shown.match(/<li /g)).toHaveLength(XSS_PAYLOADS.length + 1);
  });

  it('never appear unescaped on the staff page, held or shown', async () => {
    const database = await db();
    const id = bulletins.published[3]!;
    await database.insert(bulletinFeedback).values(XSS_PAYLOADS.map((comment) => ({ bulletinId: id, useful: false, comment })));
    const page = await staffPage(callers.superadmin);
    expect(page).toContain('Comments waiting for review');
    for (const payload of XSS_PAYLOADS) expect(page).not.toContain(payload);
    // The page's own markup: no element of the payloads, no handler or script address inside any tag.
    expect(page).not.toMatch(/<\s*(script|style|svg|iframe|img|math|details)\b/i);
    expect(page).not.toMatch(/<[^>]*(\son\w+\s*=|javascript:)/i);
    expect(page).toContain('&lt;script&gt;window.__xss = 1&lt;/script&gt;Drain the field');
  });
});

describe('moderation', () => {
  const heldComment = async () => {
    const [row] = await (
      await db()
    )
      .select({ id: bulletinFeedback.id })
      .from(bulletinFeedback)
      .where(and(eq(bulletinFeedback.commentState, 'held'), sql`${bulletinFeedback.comment} is not null`))
      .limit(1);
    return row!.id;
  };

  it('refuses anonymous callers (401), accounts without a level and admins without the reviewer right (403)', async () => {
    const id = await heldComment();
    expect((await moderateAs(callers.anonymous, id, { state: 'shown' })).status).toBe(401);
    expect((await moderateAs(callers.noLevel, id, { state: 'shown' })).status).toBe(403);
    expect((await moderateAs(callers.admin, id, { state: 'shown' })).status).toBe(403);
    const [row] = await (await db()).select().from(bulletinFeedback).where(eq(bulletinFeedback.id, id));
    expect(row!.commentState).toBe('held');
  });

  it('lets a reviewer admin and a superadmin show and hide a comment, with who and when, and an audit row', async () => {
    const id = await heldComment();
    const [{ bulletinId }] = (await (
      await db()
    )
      .select({ bulletinId: bulletinFeedback.bulletinId })
      .from(bulletinFeedback)
      .where(eq(bulletinFeedback.id, id))) as [{ bulletinId: string }];
    const shown = await moderateAs(reviewer, id, { state: 'shown' });
    expect(shown.status).toBe(200);
    const body = (await shown.json()) as { message: string; comment: { id: number; commentState: string; reviewedAt: string } };
    expect(body).toMatchObject({ message: 'The comment is shown under its bulletin.', comment: { id, commentState: 'shown' } });
    expect((await listShownFeedbackComments(await db(), bulletinId)).map((c) => c.id)).toContain(id);

    expect((await moderateAs(callers.superadmin, id, { state: 'hidden' })).status).toBe(200);
    expect((await listShownFeedbackComments(await db(), bulletinId)).map((c) => c.id)).not.toContain(id);
    const [row] = await (await db()).select().from(bulletinFeedback).where(eq(bulletinFeedback.id, id));
    expect(row!.commentState).toBe('hidden');
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const audits = await (
      await db()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.moderate'), eq(auditLog.target, String(id))));
    expect(audits.map((audit) => audit.summary)).toEqual([
      { bulletinId, from: 'held', to: 'shown' },
      { bulletinId, from: 'shown', to: 'hidden' },
    ]);
  });

  it('answers 404 for no answer or an answer without a comment, and 400 for a state it does not take', async () => {
    expect((await moderateAs(callers.superadmin, 999_999, { state: 'shown' })).status).toBe(404);
    const [plain] = await (
      await db()
    )
      .select({ id: bulletinFeedback.id })
      .from(bulletinFeedback)
      .where(sql`${bulletinFeedback.comment} is null`)
      .limit(1);
    expect((await moderateAs(callers.superadmin, plain!.id, { state: 'shown' })).status).toBe(404);
    const id = await heldComment();
    expect((await moderateAs(callers.superadmin, id, { state: 'held' })).status).toBe(400);
    expect((await moderateAs(callers.superadmin, id, { state: 'shown', by: 'me' })).status).toBe(400);
    expect((await moderateAs(callers.superadmin, 'x', { state: 'shown' })).status).toBe(400);
  });
});

describe('the staff feedback page', () => {
  it('sends anonymous visitors to sign in, and shows counts to every staff member, with Show and Hide only for reviewers', async () => {
    await expect(staffPage(callers.anonymous)).rejects.toThrow('redirected to /admin/login?next=%2Fadmin%2Ffeedback');
    await expect(staffPage(callers.noLevel)).rejects.toThrow('redirected to /admin/login');
    const admin = await staffPage(callers.admin);
    expect(admin).toContain('Per bulletin');
    expect(admin).toContain('Reviewers (superadmins, and admins given the reviewer right) show or hide comments.');
    expect(admin).not.toMatch(/>Show<span/);
    for (const headers of [reviewer, callers.superadmin]) {
      const page = await staffPage(headers);
      expect(page).toMatch(/>Show<span class="sr-only"> the comment on ACAP-/);
      expect(page).toMatch(/>Hide<span class="sr-only"> the comment on ACAP-/);
    }
  });

  it('counts yes, no and comments in all, per bulletin with its reference, per place and per crop', async () => {
    const database = await db();
    const counts = await listFeedbackCounts(database);
    const rows = await database.select().from(bulletinFeedback);
    expect(counts.total).toEqual({
      yes: rows.filter((row) => row.useful).length,
      no: rows.filter((row) => !row.useful).length,
      comments: rows.filter((row) => row.comment !== null).length,
    });
    const references = await database
      .select({ id: bulletin.id, reference: bulletin.reference })
      .from(bulletin)
      .where(inArray(bulletin.id, bulletins.published));
    expect(counts.bulletins.map((row) => row.bulletinId).sort()).toEqual([...bulletins.published].sort());
    for (const row of counts.bulletins) {
      expect(row.reference).toBe(references.find((found) => found.id === row.bulletinId)!.reference);
      expect(row.place).toBe('Bay, Laguna');
      expect(row.crop).toBe('Rice');
      const own = rows.filter((found) => found.bulletinId === row.bulletinId);
      expect(row.yes + row.no).toBe(own.length);
    }
    expect(counts.moreBulletins).toBe(0);
    expect(counts.places).toEqual([{ municipality: 'Bay', province: 'Laguna', ...counts.total }]);
    expect(counts.crops).toEqual([{ crop: 'Rice', ...counts.total }]);
    const page = await staffPage(callers.admin);
    expect(page).toContain(
      `<a href="/bulletins/${bulletins.published[0]}" class="font-mono text-xs">${references.find((r) => r.id === bulletins.published[0])!.reference}</a>`,
    );
  });
});

describe('the CSV export', () => {
  it('is for staff: anonymous 401, no level 403, admins and superadmins get it', async () => {
    expect((await exportAs(callers.anonymous)).status).toBe(401);
    expect((await exportAs(callers.noLevel)).status).toBe(403);
    expect((await exportAs(callers.admin)).status).toBe(200);
    expect((await exportAs(callers.superadmin)).status).toBe(200);
    expect((await exportAs(callers.admin, '?format=xlsx')).status).toBe(400);
  });

  it('has one row per answer with its bulletin, place, crop, comment and state, in Philippine time, and formulas written as text', async () => {
    await answer(bulletins.published[0]!, { useful: 'yes', comment: '=HYPERLINK("http://evil.example","click")' }, { address: '203.0.113.90' });
    const answered = await exportAs(callers.admin);
    expect(answered.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answered.headers.get('content-disposition')).toMatch(/^attachment; filename="acap-feedback-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await answered.text();
    const [header, ...rows] = parseCsv(text).filter((row) => row.some(Boolean));
    expect(header).toEqual([...FEEDBACK_CSV_HEADER]);
    expect(rows).toHaveLength(await answerCount());
    const formula = rows.find((row) => row[7]?.includes('HYPERLINK'))!;
    expect(formula[7]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula.slice(1, 9)).toEqual(['Laguna', 'Bay', 'Rice', 'ten_day', 'en', 'yes', `'=HYPERLINK("http://evil.example","click")`, 'held']);
    expect(formula[9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} PHT$/);
    expect(text).not.toMatch(/(^|,)=/m);
  });

  it('keeps a phone number in a comment only masked: stored so, and masked when read from a row stored before', async () => {
    const id = bulletins.published[1]!;
    await answer(id, { useful: 'no', comment: 'Call me on 0917 123 4567' }, { address: '203.0.113.91' });
    const stored = (await answersOf(id)).find((row) => row.comment?.startsWith('Call me'));
    expect(stored?.comment).toBe('Call me on +63 917 ••• ••67');
    // A comment kept whole before comments were masked.
    await (await db()).update(bulletinFeedback).set({ comment: 'Text 09981234521 po', commentState: 'shown' }).where(eq(bulletinFeedback.id, stored!.id));
    const text = await (await exportAs(callers.admin)).text();
    expect(text).toContain('Text +63 998 ••• ••21 po');
    expect(text).not.toMatch(/0998|9981234521/);
    expect((await listShownFeedbackComments(await db(), id)).map(({ comment }) => comment)).toContain('Text +63 998 ••• ••21 po');
  });
});
