/**
 * Unicode's bidirectional formatting characters: the Arabic letter mark, the left-to-right and
 * right-to-left marks, the embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069).
 * No English or Tagalog text needs them, and an override makes text read in another order than it is
 * stored (a town, a date or a signal number shown reversed in a feed or a bulletin).
 */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
export const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'gu');
