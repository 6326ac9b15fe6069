import sanitizeHtml from 'sanitize-html';
import { maskPhoneNumbersIn } from '@/platform/format/mask-phone';

/** The longest comment a reader may send, in characters, as the form's `maxlength` says. */
export const FEEDBACK_COMMENT_MAX = 500;

// Tags whose content is code, not words: dropped whole rather than kept as text.
const DROP_WITH_CONTENT = ['script', 'style', 'svg', 'math', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title'];
// Control characters (the line break aside) and the marks that reorder text on screen (spoofing).
const CONTROLS = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Browsers send a textarea's line breaks as CRLF; a reader's text is counted and kept with plain `\n`. */
export const withPlainLineBreaks = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Characters as a reader counts them (an emoji is one), after line breaks are made plain. */
export const commentLength = (text: string): number => [...withPlainLineBreaks(text)].length;

function stripTagsOnce(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROP_WITH_CONTENT })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * A reader's comment as the plain text that is stored: tags dropped (scripts and styles with their
 * content), entities read back as the characters they name, so `rain < 5 mm & wind` stays as typed.
 * Markup smuggled in as entities (`&lt;script&gt;`) decodes into a tag and is stripped again, until
 * nothing changes; whatever still looks like the start of a tag loses its `<`. Controls and reordering
 * marks go, spaces and blank lines are folded, and a comment with nothing left is null. A phone number
 * in it (the reader's own, often) is kept only masked, as the phonebook shows one, whether it came by
 * the web form or by text. Pages show it as React text, never as HTML.
 */
export function cleanFeedbackComment(raw: string | null | undefined): string | null {
  // Each round reads one level of entities: `&amp;lt;b&amp;gt;` takes three to become nothing.
  let text = withPlainLineBreaks(raw ?? '');
  for (let round = 0; round < 5; round++) {
    const next = stripTagsOnce(text);
    if (next === text) break;
    text = next;
  }
  // After the entities are read: `&#7;` is a control character too.
  const lines = withPlainLineBreaks(text)
    .replace(LONE_SURROGATES, '')
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(/<+(?=[a-z!/?])/gi, '')
    .split('\n')
    .map(maskPhoneNumbersIn)
    .map((line) => line.replace(/ {2,}/g, ' ').trim());
  const folded = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return folded === '' ? null : folded;
}
