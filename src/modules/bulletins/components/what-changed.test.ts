import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { BulletinChange, BulletinChanges } from '@/modules/bulletins/rules/describe-changes';
import en from '../../../../messages/en.json';
import tl from '../../../../messages/tl.json';
import { WhatChanged } from './what-changed';

// The page's request config is not there in a unit test: the same messages, through next-intl's own
// translator, and the page's language as a test sets it.
const page = vi.hoisted((): { locale: 'en' | 'tl' } => ({ locale: 'en' }));
vi.mock('next-intl/server', () => ({
  getLocale: () => Promise.resolve(page.locale),
  getTranslations: ({ locale, namespace }: { locale: 'en' | 'tl'; namespace: 'WhatChanged' }) =>
    Promise.resolve(createTranslator({ locale, messages: { en, tl }[locale], namespace })),
}));

const previous = { id: 'b-1', reference: 'ACAP-4A-TD-20250818-AAAA0001', publishedAt: new Date('2025-08-18T02:30:00Z') };
const period = {
  from: { from: '2025-08-08', to: '2025-08-17', label: 'August 8 – 17, 2025' },
  to: { from: '2025-08-18', to: '2025-08-27', label: 'August 18 – 27, 2025' },
};
const rain = (day: number, direction: 'up' | 'down' | 'other', from = 'Light rains', to = 'Moderate rains'): BulletinChange => ({
  kind: 'rainfall',
  date: `2025-08-${day}`,
  label: `Aug ${day}`,
  from: { code: 'b_normal', label: from },
  to: { code: 'near_normal', label: to },
  direction,
});

async function render(changes: BulletinChanges, options: { previous?: typeof previous | null; language?: 'en' | 'tag'; full?: boolean } = {}) {
  const element = await WhatChanged({
    changes,
    previous: options.previous === undefined ? previous : options.previous,
    language: options.language ?? 'en',
    full: options.full,
  });
  return renderToStaticMarkup(element);
}
const lines = (html: string) =>
  [...html.matchAll(/<li[^>]*><span aria-hidden="true"[^>]*>([^<]*)<\/span><span[^>]*>([^<]*)<\/span><\/li>/g)].map((m) => `${m[1]} ${m[2]}`);

describe('WhatChanged', () => {
  it('names the previous bulletin with a link and its publishing time in Philippine time, under a labelled heading', async () => {
    const html = await render({ status: 'unchanged', period: null });
    expect(html).toMatch(/^<section aria-labelledby="what-changed-heading" lang="en"[^>]*><h2 id="what-changed-heading"[^>]*>What changed<\/h2>/);
    expect(html).toContain(
      '<p class="text-sm">Compared with the previous bulletin, <a href="/bulletins/b-1">ACAP-4A-TD-20250818-AAAA0001</a>, published August 18, 2025, 10:30 PHT.</p>',
    );
    expect(html).toContain('Nothing changed in the weather, the crop stages or the advice.');
    expect(html).not.toContain('<ul');
  });

  it('says there is nothing to compare with for the first bulletin', async () => {
    const html = await render({ status: 'first' }, { previous: null });
    expect(html).toContain('There is no earlier published bulletin of this kind for this place and crop to compare with.');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('Nothing changed');
  });

  it('says once that the period moved', async () => {
    const html = await render({ status: 'unchanged', period });
    expect(html.match(/The period moved from August 8 – 17, 2025 to August 18 – 27, 2025\./g)).toHaveLength(1);
  });

  it('marks each change with a sign and says it in words', async () => {
    const changes: BulletinChange[] = [
      {
        kind: 'signal',
        place: { psgc: '0403402000', name: 'Bay' },
        from: { code: 'signal_number_1', label: 'Signal No. 1' },
        to: { code: 'signal_number_3', label: 'Signal No. 3' },
        direction: 'raised',
      },
      {
        kind: 'signal',
        place: { psgc: '0403403000', name: 'Biñan' },
        from: { code: 'signal_number_3', label: 'Signal No. 3' },
        to: { code: 'signal_number_2', label: 'Signal No. 2' },
        direction: 'lowered',
      },
      {
        kind: 'signal',
        place: { psgc: '0403404000', name: 'Calamba' },
        from: { code: 'signal_number_1', label: 'Signal No. 1' },
        to: { code: 'general_no_signal', label: 'No signal' },
        direction: 'lifted',
      },
      rain(18, 'up', 'Light rains', 'Heavy rains'),
      rain(19, 'down', 'Heavy rains', 'Light rains'),
      rain(20, 'other', 'No data', 'Light rains'),
      {
        kind: 'category',
        month: '2025-09',
        label: 'September 2025',
        from: { code: 'b_normal', label: 'Below normal' },
        to: { code: 'above_normal', label: 'Above normal' },
        percent: { from: 60.4, to: 125 },
        direction: 'up',
      },
      {
        kind: 'category',
        month: '2025-10',
        label: 'October 2025',
        from: { code: 'near_normal', label: 'Near normal' },
        to: { code: 'b_normal', label: 'Below normal' },
        percent: null,
        direction: 'down',
      },
      { kind: 'stage', change: 'added', code: 'repro', label: 'Reproductive' },
      { kind: 'stage', change: 'ended', code: 'veg', label: 'Active tillering' },
      { kind: 'advice', change: 'added', recommendationId: 3, stage: 'repro', stageLabel: 'Reproductive', farmOperation: 'Drainage', forecast: 'Heavy rains' },
      { kind: 'advice', change: 'dropped', recommendationId: 1, stage: null, stageLabel: 'All stages', farmOperation: 'All stages', forecast: 'Light rains' },
    ];
    expect(lines(await render({ status: 'changed', period: null, changes }, { full: true }))).toEqual([
      '↑ Signal raised over Bay: Signal No. 3 (was Signal No. 1)',
      '↓ Signal lowered over Biñan: Signal No. 2 (was Signal No. 3)',
      '− Signal lifted over Calamba: No signal (was Signal No. 1)',
      '↑ More rain on Aug 18: Heavy rains (was Light rains)',
      '↓ Less rain on Aug 19: Light rains (was Heavy rains)',
      '• Aug 20: Light rains (was No data)',
      '↑ Wetter September 2025: Above normal (was Below normal) · 125% of normal rainfall (was 60%)',
      '↓ Drier October 2025: Below normal (was Near normal)',
      '+ New crop stage: Reproductive',
      '− Crop stage over: Active tillering',
      '+ New advice: Reproductive · Drainage (Heavy rains)',
      '− Advice no longer given: All stages (Light rains)',
    ]);
  });

  it('keeps the public box to six lines, the most important, and counts the rest', async () => {
    const changes = [18, 19, 20, 21, 22, 23, 24, 25].map((day) => rain(day, 'up'));
    const stage: BulletinChange = { kind: 'stage', change: 'added', code: 'repro', label: 'Reproductive' };
    const html = await render({ status: 'changed', period, changes: [...changes, stage] });
    const shown = lines(html);
    expect(shown).toHaveLength(6);
    expect(shown.at(-1)).toBe('+ New crop stage: Reproductive');
    expect(html).toContain('and 3 more changes');
    expect(lines(await render({ status: 'changed', period, changes: [...changes, stage] }, { full: true }))).toHaveLength(9);
    expect(await render({ status: 'changed', period, changes: changes.slice(0, 6) })).not.toContain('more change');
    expect(await render({ status: 'changed', period, changes: changes.slice(0, 7) })).toContain('and 1 more change<');
  });

  it('speaks the bulletin’s language: Tagalog words and dates for a Tagalog bulletin', async () => {
    const html = await render(
      { status: 'changed', period, changes: [rain(18, 'up', 'Mahinang ulan', 'Malakas na ulan'), rain(19, 'up'), rain(20, 'up')] },
      { language: 'tag' },
    );
    expect(html).toContain('lang="tl"');
    expect(html).toContain('>Ano ang nagbago</h2>');
    expect(html).toContain('na inilabas noong Agosto 18, 2025, 10:30 PHT.');
    expect(lines(html)[0]).toBe('↑ Mas maraming ulan sa Aug 18: Malakas na ulan (dati ay Mahinang ulan)');
    expect(html).toContain('Inilipat ang saklaw na panahon mula August 8 – 17, 2025 tungo sa August 18 – 27, 2025.');
    const many = await render({ status: 'changed', period: null, changes: [18, 19, 20, 21, 22, 23, 24, 25].map((d) => rain(d, 'up')) }, { language: 'tag' });
    expect(many).toContain('at 2 pang pagbabago');
  });

  it("links the previous bulletin in the page's language, whatever the bulletin's", async () => {
    page.locale = 'tl';
    try {
      const english = await render({ status: 'unchanged', period: null });
      expect(english).toContain('>What changed</h2>');
      expect(english).toContain('<a href="/tl/bulletins/b-1">ACAP-4A-TD-20250818-AAAA0001</a>');
    } finally {
      page.locale = 'en';
    }
    expect(await render({ status: 'unchanged', period: null }, { language: 'tag' })).toContain('<a href="/bulletins/b-1">');
  });
});
