import { describe, expect, it } from 'vitest';
import { renderCodeForm, renderSignupPage, renderStopForm, renderSubscribeForm, type SubscribeFormView } from './render-signup-page';

const XSS = '"><script>alert(1)</script>';

const subscribe = (changes: Partial<SubscribeFormView> = {}): SubscribeFormView => ({
  locale: 'en',
  action: '/sms/subscribe',
  number: { label: 'Mobile number', hint: 'Like 0917 123 4567.', value: '' },
  town: { label: 'Town or city', choose: 'Choose', value: '' },
  crop: { label: 'Crop', choose: 'Choose a crop', value: '' },
  language: { label: 'Language', value: 'en', english: 'English', tagalog: 'Tagalog' },
  consent: { label: 'Your agreement', text: 'I agree.', checked: false },
  submit: 'Text me the code',
  ...changes,
});

describe('the pages that answer the form', () => {
  it('shows the form again with what was sent: the town chosen in its province, the language and consent ticked, the number as typed', () => {
    const form = renderSubscribeForm(
      subscribe({
        locale: 'tl',
        number: { label: 'Number', value: XSS, error: 'Type your mobile number.' },
        town: { label: 'Town', choose: 'Choose', value: '0403402000' },
        crop: { label: 'Crop', choose: 'Choose', value: 'rice' },
        language: { label: 'Language', value: 'tag', english: 'Ingles', tagalog: 'Tagalog' },
        consent: { label: 'Agreement', text: 'I agree.', checked: true },
      }),
    );
    expect(form).toContain('<optgroup label="Laguna">');
    expect(form).toContain('<option value="0403402000" selected>Bay</option>');
    expect(form).toContain('<option value="rice" selected>Palay</option>');
    expect(form).toContain('<input type="radio" id="sms-language-tag" name="language" value="tag" required checked>');
    expect(form).toContain('<input type="checkbox" id="sms-consent" name="consent" value="yes" required checked>');
    expect(form).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(form).not.toContain('<script>');
    // The error describes the field and marks it, in words (not only in colour).
    expect(form).toContain('<span class="error" id="sms-number-error">Type your mobile number.</span>');
    expect(form).toMatch(/<input id="sms-number" name="number" [^>]*aria-describedby="sms-number-error" aria-invalid="true"/);
  });

  it('carries the request in a hidden field, never a number, and asks for the code with the phone keypad', () => {
    const form = renderCodeForm({ action: '/tl/sms/subscribe/confirm', request: 'abc', code: { label: 'Code' }, submit: 'Start' });
    expect(form).toContain('<input type="hidden" name="request" value="abc">');
    expect(form).toContain('inputmode="numeric" autocomplete="one-time-code"');
    expect(renderStopForm({ action: '/sms/stop', number: { label: 'Number', value: '' }, submit: 'Stop' })).toContain('type="tel" autocomplete="tel"');
  });

  it('is a whole page in the language given, its problems listed under the heading and linked to their fields, its title saying so', () => {
    const page = renderSignupPage({
      locale: 'tl',
      portalName: 'Agro-Climatic Advisory Portal',
      title: 'Magpalista',
      problems: { heading: 'May problema', items: [{ field: 'sms-number', text: XSS }] },
      paragraphs: ['Isa'],
      form: '<form></form>',
      back: { href: '/tl/sms', label: 'Bumalik' },
    });
    expect(page).toMatch(/^<!DOCTYPE html><html lang="tl"><head><meta charset="utf-8">/);
    expect(page).toContain('<title>May problema: Magpalista | Agro-Climatic Advisory Portal</title>');
    expect(page).toContain('<h1>Magpalista</h1><div class="problems" tabindex="-1" autofocus><h2 id="problems-heading">May problema</h2>');
    expect(page).toContain('<li><a href="#sms-number">&quot;&gt;&lt;script&gt;');
    expect(page).toContain('<p>Isa</p><form></form>');
    expect(page).toContain('<a href="/tl/sms">Bumalik</a>');
    expect(Buffer.byteLength(page)).toBeLessThan(5000);
  });
});
