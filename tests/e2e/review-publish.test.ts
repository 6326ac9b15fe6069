import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForThisFile, expectNoAxeViolations } from '../support/browser';
import { e2ePortal } from '../support/e2e';
import { loadTenDayOutlook, manilaDays, putTenDayCalendar, removeBulletinsAndOutlooks, waitForPage } from '../support/e2e-outlooks';
import { pdfImages } from '../support/pdf-images';
import { pdfText } from '../support/pdf-text';

const browser = browserForThisFile();
const { url, open, staffPage, api } = e2ePortal(browser);
const BAY = '0403402000';
let id = '';

beforeAll(async () => {
  const admin = await api('admin');
  await putTenDayCalendar(admin, { province: 'Laguna', municipality: 'Bay', crop: 'rice', slots: Array(24).fill('veg') });
  await loadTenDayOutlook(admin, { places: [BAY], days: manilaDays(0) });
  const made = await admin('/api/reports/tenday/crops', {
    json: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'create' },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const report = (await made.json()) as { id: string; state: string };
  expect(report.state).toBe('draft');
  id = report.id;
});

afterAll(() => removeBulletinsAndOutlooks(api));

const publicText = async (path: string) => {
  const answer = await fetch(`${url}${path}`);
  return { status: answer.status, text: await answer.text() };
};

describe('a bulletin on its way to the public', () => {
  it('is a draft nobody outside the office sees: no page, PDF, archive entry, feed entry or open API item', async () => {
    expect((await open(`/bulletins/${id}`, { javaScriptEnabled: false })).status).toBe(404);
    expect((await publicText(`/bulletins/${id}.pdf`)).status).toBe(404);
    for (const path of ['/bulletins', '/feeds/bulletins.atom', '/feeds/bulletins/laguna/bay.atom', `/api/v1/places/${BAY}/bulletins`]) {
      const answer = await publicText(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain(id);
    }
  });

  it('is sent to review by its author and approved by a reviewer on the review page, which passes axe', async () => {
    const author = await staffPage('admin');
    await author.page.goto(`${url}/admin/review`);
    const drafts = author.page.getByRole('form', { name: 'Send drafts to review' });
    await drafts.getByRole('checkbox').first().check();
    await expectNoAxeViolations(author.page);
    await drafts.getByRole('button', { name: /^Send 1 to review/ }).click();
    await expect.poll(() => author.page.getByRole('heading', { name: /^1 bulletin, sent / }).count(), { timeout: 15_000 }).toBe(1);
    // The author is no reviewer: the batch waits, with nothing to press.
    expect(await author.page.getByRole('button', { name: /^Approve and publish/ }).count()).toBe(0);
    await author.context.close();

    const reviewer = await staffPage('superadmin');
    await reviewer.page.goto(`${url}/admin/review`);
    const approve = reviewer.page.getByRole('form', { name: /^Approve / });
    await expectNoAxeViolations(reviewer.page);
    const button = approve.getByRole('button', { name: /^Approve and publish/ });
    // Each warning must be ticked before the button works.
    const warnings = approve.getByRole('checkbox');
    if ((await warnings.count()) > 0) {
      expect(await button.isDisabled()).toBe(true);
      for (const box of await warnings.all()) await box.check();
    }
    await button.click();
    await expect.poll(() => reviewer.page.getByText('Nothing waits for review.').count(), { timeout: 30_000 }).toBe(1);
    await reviewer.context.close();
  });

  it('is then in the archive, the feeds and the open API, and its page carries the approval block on a phone without script', async () => {
    await waitForPage(url, '/bulletins', id);
    for (const path of ['/feeds/bulletins.atom', '/feeds/bulletins/laguna/bay.atom', `/api/v1/places/${BAY}/bulletins`]) {
      expect((await publicText(path)).text, path).toContain(id);
    }
    const { context, page, status } = await open(`/bulletins/${id}`, { width: 375, javaScriptEnabled: false });
    expect(status).toBe(200);
    const text = await page.getByTestId('bulletin').innerText();
    expect(text).toMatch(/Prepared by/);
    expect(text).toMatch(/Approved by/);
    expect(text).toMatch(/\d{2}:\d{2} PHT/);
    expect(await page.getByRole('img', { name: new RegExp(`/bulletins/${id}`) }).count()).toBe(1);
    await context.close();
    // axe runs as a script: on the same page with script on.
    const scripted = await open(`/bulletins/${id}`, { width: 375 });
    expect(await scripted.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(scripted.page);
    await scripted.context.close();
  });

  it('has a PDF holding the approval block and its web address, with a QR code that decodes to that address', async () => {
    const answer = await fetch(`${url}/bulletins/${id}.pdf`);
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const text = (await pdfText(bytes)).join('\n');
    expect(text).not.toMatch(/DRAFT/);
    expect(text).toMatch(/Prepared by/);
    expect(text).toMatch(/Approved by/);
    const address = new RegExp(`https?://\\S+/bulletins/${id}`).exec(text)?.[0];
    expect(address, 'the web address printed on the bulletin').toBeDefined();
    const decoded = (await pdfImages(bytes))
      .flat()
      .map((image) => jsQR(image.rgba, image.width, image.height)?.data)
      .filter(Boolean);
    // One code on each page of the bulletin, each the address printed beside it.
    expect(decoded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(decoded)).toEqual(new Set([address]));
  });
});
