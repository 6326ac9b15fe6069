import 'server-only';
import { LRUCache } from 'lru-cache';

/**
 * What the PDF renderer keeps between bulletins, in the thread that renders them, in one bounded cache
 * (least recently used out): the pictures of the logos and maps (`picture:`), the rung of the size
 * ladder chosen for a content (`rung:`) and the widths of measured words (`width:`). Every key names
 * all that its value depends on (an SVG, a content hash, a word and face), so nothing in it goes stale.
 */
export const rendererMemory = new LRUCache<string, Buffer | number>({
  maxSize: 12 * 1024 * 1024,
  sizeCalculation: (value, key) => key.length + (typeof value === 'number' ? 8 : value.length),
});
