import { escapeHtml } from '@/modules/feedback/rules/feedback-answer-page';
import { SIGNUP_CROPS, SIGNUP_PROVINCES } from './signup-choices';

/** A field's words as the form shows them: its label, an optional hint, and what is wrong with it. */
export interface FieldText {
  label: string;
  hint?: string;
  error?: string;
}

export interface SubscribeFormView {
  locale: 'en' | 'tl';
  action: string;
  number: FieldText & { value: string };
  town: FieldText & { choose: string; value: string };
  crop: FieldText & { choose: string; value: string };
  language: FieldText & { value: string; english: string; tagalog: string };
  consent: FieldText & { text: string; checked: boolean };
  submit: string;
}

export interface NumberFormView {
  action: string;
  number: FieldText & { value: string };
  submit: string;
}

export interface CodeFormView {
  action: string;
  /** The request's id (a UUID) or sealed stop request, carried in a hidden field: never the number. */
  request: string;
  code: FieldText;
  submit: string;
}

export interface SignupPageView {
  locale: 'en' | 'tl';
  portalName: string;
  title: string;
  /** The problems to list at the top (each links to its field), with the summary's heading. */
  problems?: { heading: string; items: { field: string; text: string }[] };
  paragraphs?: readonly string[];
  /** A form already rendered by one of the functions below. */
  form?: string;
  after?: readonly string[];
  back: { href: string; label: string };
}

// The site's colours (globals.css), inline: these pages answer the form's posts, without the site's stylesheet.
const STYLE = [
  'body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#171717;background:#fff}',
  'header{background:#1b5e20;color:#fff;padding:.75rem 1rem;font-weight:600}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{color:#0f3d13;font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}',
  'a{color:#1b5e20;font-weight:600;display:inline-flex;align-items:center;min-height:44px;text-underline-offset:2px}',
  'form{display:grid;gap:1rem;margin:1rem 0}',
  'label,legend{font-weight:600}',
  'fieldset{border:0;margin:0;padding:0}',
  '.hint{display:block;font-weight:400;font-size:.875rem;color:#404040}',
  'input[type=tel],input[type=text],select{display:block;box-sizing:border-box;width:100%;min-height:44px;margin-top:.25rem;padding:0 .5rem;font:inherit;border:1px solid #525252;border-radius:4px;background:#fff;color:#171717}',
  '.choice{display:flex;align-items:center;gap:.5rem;min-height:44px;font-weight:400}',
  '.choice input{width:1.25rem;height:1.25rem;margin:0;accent-color:#1b5e20;flex:none}',
  '.consent{align-items:flex-start}',
  '.consent input{margin-top:.2rem}',
  'button{justify-self:start;min-height:44px;padding:0 1rem;font:inherit;font-weight:600;color:#fff;background:#1b5e20;border:0;border-radius:6px}',
  '.error{display:block;color:#b3261e;font-weight:600}',
  '[aria-invalid=true]{border:2px solid #b3261e}',
  '.problems{border:3px solid #b3261e;padding:.75rem 1rem;margin:0 0 1rem}',
  '.problems h2{font-size:1.125rem;margin:0}',
  '.problems ul{margin:.5rem 0 0;padding-left:1.25rem}',
  'a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible,.problems:focus{outline:3px solid #1b5e20;outline-offset:2px}',
].join('');

const attrs = (values: Record<string, string | boolean | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string)}"`))
    .join('');

/** The hint and error lines under a label, and the ids the field is described by. */
function notes(id: string, field: FieldText): { html: string; describedBy?: string } {
  const hint = field.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(field.hint)}</span>` : '';
  const error = field.error ? `<span class="error" id="${id}-error">${escapeHtml(field.error)}</span>` : '';
  const ids = [field.hint ? `${id}-hint` : '', field.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { html: hint + error, describedBy: ids || undefined };
}

function textField(id: string, name: string, field: FieldText & { value?: string }, extra: Record<string, string | boolean>): string {
  const { html, describedBy } = notes(id, field);
  const input = `<input${attrs({ id, name, value: field.value ?? '', required: true, 'aria-describedby': describedBy, 'aria-invalid': field.error ? 'true' : undefined, ...extra })}>`;
  return `<div><label for="${id}">${escapeHtml(field.label)}</label>${html}${input}</div>`;
}

/** The number field of both forms: a phone's number keypad, and the browser's own number filled in. */
const numberField = (id: string, field: FieldText & { value: string }) =>
  textField(id, 'number', field, { type: 'tel', autocomplete: 'tel', inputmode: 'tel', maxlength: '40' });

function select(id: string, name: string, field: FieldText & { choose: string; value: string }, options: string): string {
  const { html, describedBy } = notes(id, field);
  const open = `<select${attrs({ id, name, required: true, 'aria-describedby': describedBy, 'aria-invalid': field.error ? 'true' : undefined })}>`;
  return `<div><label for="${id}">${escapeHtml(field.label)}</label>${html}${open}<option value="">${escapeHtml(field.choose)}</option>${options}</select></div>`;
}

const option = (value: string, label: string, chosen: string) => `<option${attrs({ value, selected: value === chosen })}>${escapeHtml(label)}</option>`;

/** The subscription form (number, town by province, crop, language, consent), as the page shows it, with what was sent and what is wrong. */
export function renderSubscribeForm(view: SubscribeFormView): string {
  const towns = SIGNUP_PROVINCES.map(
    (province) =>
      `<optgroup label="${escapeHtml(province.name)}">${province.towns.map((town) => option(town.psgc, town.name, view.town.value)).join('')}</optgroup>`,
  ).join('');
  const crops = SIGNUP_CROPS.map((crop) => option(crop.key, crop.name[view.locale], view.crop.value)).join('');
  const language = notes('sms-language', view.language);
  const radio = (value: string, label: string) =>
    `<label class="choice"><input${attrs({ type: 'radio', id: `sms-language-${value}`, name: 'language', value, required: true, checked: view.language.value === value })}>${escapeHtml(label)}</label>`;
  const consent = notes('sms-consent', view.consent);
  return [
    `<form method="post" action="${escapeHtml(view.action)}" novalidate>`,
    numberField('sms-number', view.number),
    select('sms-town', 'town', view.town, towns),
    select('sms-crop', 'crop', view.crop, crops),
    `<fieldset${attrs({ 'aria-describedby': language.describedBy })}><legend id="sms-language">${escapeHtml(view.language.label)}</legend>${language.html}${radio('en', view.language.english)}${radio('tag', view.language.tagalog)}</fieldset>`,
    `<fieldset${attrs({ 'aria-describedby': consent.describedBy })}><legend>${escapeHtml(view.consent.label)}</legend>${consent.html}`,
    `<label class="choice consent"><input${attrs({ type: 'checkbox', id: 'sms-consent', name: 'consent', value: 'yes', required: true, checked: view.consent.checked, 'aria-invalid': view.consent.error ? 'true' : undefined })}><span>${escapeHtml(view.consent.text)}</span></label></fieldset>`,
    `<button type="submit">${escapeHtml(view.submit)}</button></form>`,
  ].join('');
}

/** The stop form: the number that should receive nothing more. */
export function renderStopForm(view: NumberFormView): string {
  return `<form method="post" action="${escapeHtml(view.action)}" novalidate>${numberField('sms-stop-number', view.number)}<button type="submit">${escapeHtml(view.submit)}</button></form>`;
}

/** The form for the texted code: the request rides in a hidden field, the code is typed. */
export function renderCodeForm(view: CodeFormView): string {
  return [
    `<form method="post" action="${escapeHtml(view.action)}" novalidate>`,
    `<input type="hidden" name="request" value="${escapeHtml(view.request)}">`,
    textField('sms-code', 'code', view.code, {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '12',
      spellcheck: 'false',
    }),
    `<button type="submit">${escapeHtml(view.submit)}</button></form>`,
  ].join('');
}

/**
 * The whole page a post of the public form is answered with: a few kilobytes, readable on any phone
 * without script, in the reader's language. Every text is escaped here; a page with problems lists
 * them under its heading, each linked to its field, and says so in its title.
 */
export function renderSignupPage(view: SignupPageView): string {
  const paragraphs = (texts: readonly string[] = []) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const problems = view.problems
    ? `<div class="problems" tabindex="-1" autofocus><h2 id="problems-heading">${escapeHtml(view.problems.heading)}</h2><ul>${view.problems.items
        .map((item) => `<li><a href="#${escapeHtml(item.field)}">${escapeHtml(item.text)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const title = view.problems ? `${view.problems.heading}: ${view.title}` : view.title;
  return [
    '<!DOCTYPE html>',
    `<html lang="${view.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${view.portalName}`)}</title><style>${STYLE}</style></head>`,
    `<body><header>${escapeHtml(view.portalName)}</header>`,
    `<main id="main"><h1>${escapeHtml(view.title)}</h1>${problems}${paragraphs(view.paragraphs)}${view.form ?? ''}${paragraphs(view.after)}`,
    `<p><a href="${escapeHtml(view.back.href)}">${escapeHtml(view.back.label)}</a></p></main></body></html>`,
  ].join('');
}
