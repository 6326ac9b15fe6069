/** One line of a link preview: a day or month (or province) and its outlook, on the outlook's colour. */
export interface PreviewRow {
  label: string;
  value: string;
  colour: string;
}

/** What a 1200 × 630 link preview shows: drawn on the server, seen on Facebook and Messenger. */
export interface PreviewCard {
  title: string;
  subtitle: string;
  rows: PreviewRow[];
  /** A warning line (an outlook that has ended). */
  note?: string;
}

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const MAX_PREVIEW_ROWS = 10;

// What the preview's font (Noto Sans) draws: Latin with its accents, and common punctuation. Anything
// else would make the image library fetch a font or an emoji over the network, which this server has not.
const DRAWABLE = /[^\u0020-\u007e\u00a0-\u024f\u2010-\u2027\u2030-\u205e\u20b1]/gu;

/** Text fit for a preview: undrawable characters dropped, spacing collapsed, cut with "…" past `max` characters. */
export function toPreviewText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').replace(DRAWABLE, '').replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A card's every text fitted for drawing, and no more rows than fit. */
export function fitPreviewCard(card: PreviewCard): PreviewCard {
  return {
    title: toPreviewText(card.title, 70),
    subtitle: toPreviewText(card.subtitle, 110),
    rows: card.rows.slice(0, MAX_PREVIEW_ROWS).map((row) => ({ label: toPreviewText(row.label, 24), value: toPreviewText(row.value, 28), colour: row.colour })),
    ...(card.note ? { note: toPreviewText(card.note, 110) } : {}),
  };
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  // Contrast with white is (1.05) / (L + 0.05); with black (L + 0.05) / 0.05: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** A shared link's description from its preview: the period, then the first days or months in words. */
export function describePreviewCard(card: PreviewCard, lead?: string): string {
  const rows = card.rows.slice(0, 4).map((row) => `${row.label}: ${row.value}`);
  const parts = [lead, card.subtitle, card.note, rows.length > 0 ? `${rows.join('; ')}${card.rows.length > rows.length ? '; …' : ''}` : undefined];
  return toPreviewText(parts.filter(Boolean).join('. '), 300);
}
