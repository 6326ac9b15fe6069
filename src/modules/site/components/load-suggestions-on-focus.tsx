'use client';
import { useEffect } from 'react';

/** The bundle of src/modules/site/browser/search-suggest.ts (npm run build:search-suggest). */
const SUGGEST_SCRIPT = '/search-suggest.js';

/**
 * Loads the place suggestions (public/search-suggest.js and its index) the first time a search box
 * on the page is focused or typed in: a visit that never searches never downloads them. The form
 * works without them, and without script.
 */
export function LoadSuggestionsOnFocus() {
  useEffect(() => {
    const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-place-search]')];
    if (boxes.length === 0) return;
    const load = () => {
      stop();
      // The index request starts with the script's, so neither waits for the other.
      window.acapPlaceIndex = fetch(boxes[0]!.dataset.placeSearch!)
        .then((answer) => (answer.ok ? answer.json() : null))
        .catch(() => null);
      const script = document.createElement('script');
      script.src = SUGGEST_SCRIPT;
      document.head.append(script);
    };
    const stop = () => {
      for (const box of boxes) {
        box.removeEventListener('focus', load);
        box.removeEventListener('input', load);
      }
    };
    // A reader who reached a box (or typed in it) before the page finished starting gets them at once.
    if (boxes.some((box) => box === document.activeElement || box.value !== '')) {
      load();
      return;
    }
    for (const box of boxes) {
      box.addEventListener('focus', load);
      box.addEventListener('input', load);
    }
    return stop;
  }, []);
  return null;
}
