import type { FeedbackLocale } from './feedback-answer';

export interface AnswerPageText {
  portalName: string;
  title: string;
  paragraphs: readonly string[];
  backHref: string;
  backLabel: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// The site's colours (globals.css), inline: this page is answered by the form's route, without the site's stylesheet.
const STYLE = [
  'body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#171717;background:#fff}',
  'header{background:#1b5e20;color:#fff;padding:.75rem 1rem;font-weight:600}',
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}',
  'h1{color:#0f3d13;font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}',
  'a{color:#1b5e20;font-weight:600;display:inline-flex;align-items:center;min-height:44px;text-underline-offset:2px}',
  'a:focus-visible{outline:3px solid #1b5e20;outline-offset:2px}',
].join('');

/**
 * The whole page the feedback form's post is answered with (thanks, or what went wrong): a few hundred
 * bytes, readable on any phone without script, in the reader's language. Every text is escaped here.
 */
export function renderFeedbackAnswerPage(locale: FeedbackLocale, text: AnswerPageText): string {
  const paragraphs = text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${text.title} | ${text.portalName}`)}</title><style>${STYLE}</style></head>`,
    `<body><header>${escapeHtml(text.portalName)}</header>`,
    `<main id="main"><h1>${escapeHtml(text.title)}</h1>${paragraphs}`,
    `<p><a href="${escapeHtml(text.backHref)}">${escapeHtml(text.backLabel)}</a></p></main></body></html>`,
  ].join('');
}
