import sanitizeHtml from 'sanitize-html';

/** The only markup recommendation texts may carry (issue 4); everything else is dropped, text kept. */
export const RICH_TEXT_TAGS = ['ol', 'ul', 'li', 'p', 'strong', 'b', 'em', 'i', 'br'] as const;

const DROP_WITH_CONTENT = ['script', 'style', 'svg', 'math', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title'];

/** Keeps the allow-listed tags without any attribute; scripts, styles and SVG go with their content. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
  }).trim();
}

const BULLET = /^\s*(?:[●•▪◦‣∙·]|-(?!-)|\*(?!\*))\s*/;
const NUMBERED = /^\s*\d{1,2}[.)]\s+/;

const INLINE_TAGS = ['strong', 'b', 'em', 'i'];

/**
 * A spreadsheet cell's plain text → HTML: lines written with `●`, `•` or `-` become a bulleted list,
 * `1.` lines a numbered one, other lines paragraphs. A bullet written mid-line also starts an item.
 */
export function plainTextToHtml(text: string): string {
  // Inline emphasis may stay; everything else is escaped or dropped before the lines are wrapped.
  const safe = sanitizeHtml(text, { allowedTags: INLINE_TAGS, allowedAttributes: {}, disallowedTagsMode: 'discard', nonTextTags: DROP_WITH_CONTENT });
  const lines = safe
    .replace(/\r\n?/g, '\n')
    .replace(/\s+(?=[●•▪◦‣∙]\s*\S)/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const blocks: { tag: 'p' | 'ul' | 'ol'; items: string[] }[] = [];
  for (const line of lines) {
    const tag = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p';
    const item = tag === 'p' ? line : line.replace(tag === 'ul' ? BULLET : NUMBERED, '');
    const last = blocks.at(-1);
    if (tag !== 'p' && last?.tag === tag) last.items.push(item);
    else blocks.push({ tag, items: [item] });
  }
  return blocks.map(({ tag, items }) => (tag === 'p' ? `<p>${items[0]}</p>` : `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`)).join('');
}

/** A cell or form field: HTML fragments are sanitised, plain text with bullets becomes lists. */
export function toRichText(input: string | null | undefined): string {
  const value = (input ?? '').trim();
  if (value === '') return '';
  // Text already laid out with paragraphs or lists is HTML; anything else is lines and bullets.
  const hasBlocks = /<\/?(p|ul|ol|li|br)\b/i.test(value);
  return sanitizeRichText(hasBlocks ? value : plainTextToHtml(value));
}

/** Plain text of a fragment, e.g. for search, SMS previews and the "Tagalog missing" check. */
const TAG_LIKE = /<(?=[a-z!/?])/i;

function stripOnce(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li)\b[^>]*>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Markup as plain text (farm operation names, SMS texts). Entities are decoded for people to read
 * (`Rainfall &lt; 40%` → `Rainfall < 40%`), but markup smuggled in as entities
 * (`&lt;img src=x onerror=…&gt;`) must not come back out as a tag: what decodes into one is stripped
 * again, and whatever still looks like the start of a tag loses its `<`.
 */
export function richTextToPlain(html: string): string {
  let text = stripOnce(html);
  for (let round = 0; round < 3 && TAG_LIKE.test(text); round++) text = stripOnce(text);
  return text.replace(new RegExp(TAG_LIKE.source, 'gi'), '').replace(/\s+/g, ' ').trim();
}

/**
 * A practice's steps as plain sentences: its list items, else its paragraphs, else the whole text; each
 * ends with a stop, added after `tidy` (an SMS's GSM-7 clean-up) so what it drops cannot leave a stray one.
 */
export function practiceSteps(html: string, tidy: (text: string) => string = (text) => text): string[] {
  const pieces = html.match(/<li>[\s\S]*?<\/li>|<p>[\s\S]*?<\/p>/g) ?? [html];
  return pieces
    .map((piece) => tidy(richTextToPlain(piece)))
    .filter((step) => step !== '')
    .map((step) => (/[.!?]$/.test(step) ? step : `${step}.`));
}
