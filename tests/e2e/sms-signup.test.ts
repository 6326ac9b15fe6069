import { DomUtils, parseDocument } from 'htmlparser2';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';

const browser = browserForThisFile();
const { url, open, staffPage } = e2ePortal(browser);
const BAY = '0403402000';
const NUMBER = '0917 555 0142';
const MASKED = '+63 917 ••• ••42';

/** The newest text in the staff page's outbox that holds `words`, waiting for the sender to put it there. */
async function codeFromOutbox(words: string, after: Set<string>): Promise<string> {
  const { context, page } = await staffPage('superadmin');
  try {
    for (let tries = 0; tries < 40; tries += 1) {
      await page.goto(`${url}/admin/sms`);
      const texts = await page.getByRole('region', { name: 'Outbox' }).getByRole('listitem').filter({ hasText: words }).allInnerTexts();
      const fresh = texts.filter((text) => text.includes(MASKED)).find((text) => !after.has(/ACAP code (\d{6})/.exec(text)?.[1] ?? ''));
      const code = fresh ? /ACAP code (\d{6})\./.exec(fresh)?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`no text with "${words}" reached the outbox`);
  } finally {
    await context.close();
  }
}

/**
 * Submits a form and waits for its answer: a Server Action's post to the page's own address, which
 * without script the browser sends itself and is answered with the page at the step it led to.
 */
async function submit(page: Page, button: string, path: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${url}${path}`),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await page.waitForLoadState();
  return answer.status();
}

/**
 * The page fits 375 px, and passes axe. axe runs as a script, which a page without script cannot run:
 * the same HTML, as the browser holds it, is served again at its own address to a page with script,
 * without the page's own scripts (hydrated, the copy would be drawn again as a fresh visit's page).
 */
async function fitsAndPassesAxe(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const [html, address] = [(await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, ''), page.url()];
  const context = await browser().newContext({ viewport: { width: 375, height: 900 } });
  const scripted = await context.newPage();
  await scripted.route(address, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await scripted.goto(address);
  await expectNoAxeViolations(scripted);
  await context.close();
}

describe('the texts page on a 375 px phone without script', () => {
  it('is linked from the footer in both languages', async () => {
    for (const locale of [undefined, 'tl'] as const) {
      const { context, page } = await open('/', { locale, javaScriptEnabled: false });
      const name = locale ? 'Payo sa pagsasaka sa text' : 'Farm advisories by text';
      expect(await page.getByRole('contentinfo').getByRole('link', { name }).getAttribute('href')).toBe(locale ? '/tl/sms' : '/sms');
      await context.close();
    }
  });

  it('signs up Bay, rice, in Tagalog with the texted code, then stops every text with another code', async () => {
    const { context, page, status } = await open('/sms', { locale: 'tl', width: 375, javaScriptEnabled: false });
    expect(status).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Payo sa pagsasaka sa text');
    await fitsAndPassesAxe(page);

    const form = page.getByRole('region', { name: 'Magpalista para sa mga text' });
    await form.getByLabel('Numero ng cellphone').fill(NUMBER);
    await form.getByLabel('Bayan o lungsod').selectOption(BAY);
    await form.getByLabel('Pananim', { exact: true }).selectOption('rice');
    expect(await form.getByRole('radio', { name: 'Tagalog' }).isChecked()).toBe(true);
    expect(await form.getByText('Libre ang pagtanggap').count()).toBe(1);
    await form.getByRole('checkbox', { name: /^Sumasang-ayon akong tumanggap/ }).check();
    expect(await submit(page, 'I-text sa akin ang code', '/tl/sms')).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Ilagay ang code na itinext namin');
    expect(await page.locator('main').innerText()).toContain('Bay (Laguna), Palay, sa Tagalog');
    expect(page.url()).not.toContain('555');
    await fitsAndPassesAxe(page);

    const code = await codeFromOutbox('para sa payong pansakahan sa Bay, palay', new Set());
    await page.getByLabel('Code (6 na numero)').fill(code);
    expect(await submit(page, 'Simulan ang mga text', '/tl/sms')).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Makatatanggap kayo ng mga text sa pagsasaka');
    await fitsAndPassesAxe(page);

    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'GET' && response.url() === `${url}/tl/sms`),
      page.getByRole('link', { name: 'Bumalik sa pahina ng mga text' }).click(),
    ]);
    const stop = page.getByRole('region', { name: 'Itigil ang text sa aking numero' });
    await stop.getByLabel('Numero ng cellphone').fill(NUMBER);
    expect(await submit(page, 'I-text sa akin ang code para itigil', '/tl/sms')).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Ilagay ang code para itigil ang mga text');
    await fitsAndPassesAxe(page);

    const stopCode = await codeFromOutbox('upang itigil ang lahat ng text', new Set([code]));
    await page.getByLabel('Code (6 na numero)').fill(stopCode);
    expect(await submit(page, 'Itigil ang mga text', '/tl/sms')).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Itinigil na ang mga text');
    await fitsAndPassesAxe(page);
    await context.close();

    const staff = await staffPage('superadmin');
    await staff.page.goto(`${url}/admin/sms`);
    const row = staff.page.getByRole('row').filter({ hasText: MASKED });
    expect(await row.innerText()).toContain('Stopped');
    expect(await row.innerText()).toContain('Bay: Rice (Tagalog)');
    await staff.context.close();
  }, 180_000);

  it('shows the form again with the problem named when the number is a landline, and passes axe', async () => {
    const { context, page } = await open('/sms', { width: 375, javaScriptEnabled: false });
    const form = page.getByRole('region', { name: 'Sign up for the texts' });
    await form.getByLabel('Mobile number').fill('(02) 8123 4567');
    await form.getByLabel('Town or city').selectOption(BAY);
    await form.getByLabel('Crop', { exact: true }).selectOption('rice');
    await form.getByRole('checkbox').check();
    // A Server Action's answer is 200: the problem is in the page, listed first and focused.
    expect(await submit(page, 'Text me the code', '/sms')).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign up for the texts');
    expect(await page.getByRole('heading', { level: 2, name: 'There is a problem' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sms-problems');
    expect(await page.getByRole('link', { name: 'This is a landline number. Texts need a mobile number.' }).count()).toBe(1);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('(02) 8123 4567');
    await fitsAndPassesAxe(page);
    await context.close();
  });

  it('refuses a form sent from another site before anything is done', async () => {
    // The sign-up form as the page holds it (Next's hidden fields naming the action included), filled in and posted from `origin`.
    async function postSignup(origin: string) {
      const html = parseDocument(await (await fetch(`${url}/sms`)).text());
      const form = DomUtils.findAll((node) => node.name === 'form', html.children).find((found) =>
        DomUtils.findOne((node) => node.attribs.name === 'consent', found.children),
      )!;
      const body = new FormData();
      for (const input of DomUtils.findAll((node) => node.name === 'input' && node.attribs.type === 'hidden', form.children))
        body.append(input.attribs.name!, input.attribs.value ?? '');
      for (const [name, value] of Object.entries({ number: '0917 555 0144', town: BAY, crop: 'rice', language: 'en', consent: 'yes' }))
        body.append(name, value);
      const answer = await fetch(`${url}/sms`, { method: 'POST', headers: { origin }, body });
      return { status: answer.status, page: await answer.text() };
    }
    const refused = await postSignup('https://evil.example');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.page).not.toContain('Type the code we texted');
    // The same post from the page's own origin is taken.
    const taken = await postSignup(url);
    expect(taken.status).toBe(200);
    expect(taken.page).toContain('Type the code we texted');
  });
});

describe('the texts page with script', () => {
  it('draws each step in place, moving focus to the problems, and passes axe', async () => {
    const { context, page } = await open('/sms', { width: 375 });
    const form = page.getByRole('region', { name: 'Sign up for the texts' });
    await form.getByLabel('Mobile number').fill('(02) 8123 4567');
    await form.getByLabel('Town or city').selectOption(BAY);
    await form.getByLabel('Crop', { exact: true }).selectOption('corn');
    await form.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Text me the code', exact: true }).click();
    await page.getByRole('link', { name: 'This is a landline number. Texts need a mobile number.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sms-problems');
    expect(page.url()).toBe(`${url}/sms`);
    expect(await page.getByLabel('Crop', { exact: true }).inputValue()).toBe('corn');
    await expectNoAxeViolations(page);

    await page.getByLabel('Mobile number').fill('0917 555 0143');
    await page.getByRole('button', { name: 'Text me the code', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Type the code we texted' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Bay (Laguna), Corn, in English');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sms-step-heading');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
