// Suggestions under the place search box as someone types: an ARIA 1.2 combobox over the server's
// listbox. Bundled into public/search-suggest.js (npm run build:search-suggest), which the site's
// LoadSuggestionsOnFocus loads the first time a search box is used. The form works without it: Enter
// without a chosen suggestion still submits to the search page.
import type { PlaceSuggestIndex } from '@/modules/places/rules/build-place-suggest-index';
import { createPlaceSuggester, MIN_SUGGEST_KEY, type PlaceSuggester, type PlaceSuggestion } from '@/modules/places/rules/create-place-suggester';

declare global {
  interface Window {
    /** The index request started with this script's, so neither waits for the other. */
    acapPlaceIndex?: Promise<PlaceSuggestIndex | null>;
  }
}

const OPTION_CLASS =
  'block px-3 py-2 text-neutral-900 no-underline hover:bg-primary-light aria-selected:bg-primary-light aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-primary';
// Counted aloud once typing pauses, not at every key.
const STATUS_DELAY_MS = 700;

let suggester: Promise<PlaceSuggester | null> | null = null;

function loadSuggester(indexUrl: string): Promise<PlaceSuggester | null> {
  if (suggester) return suggester;
  const index = window.acapPlaceIndex ?? fetch(indexUrl).then((answer) => (answer.ok ? (answer.json() as Promise<PlaceSuggestIndex>) : null));
  window.acapPlaceIndex = undefined;
  suggester = index
    .then((loaded) => (loaded ? createPlaceSuggester(loaded) : null))
    .catch(() => null)
    .then((loaded) => {
      // A failed request is tried again the next time a key is pressed, rather than remembered.
      if (!loaded) suggester = null;
      return loaded;
    });
  return suggester;
}

const fill = (template: string | undefined, values: Record<string, string>) => (template ?? '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

function setUp(input: HTMLInputElement): void {
  const form = input.form;
  const list = form?.querySelector<HTMLElement>('[data-place-suggestions]');
  const status = form?.querySelector<HTMLElement>('[data-place-suggest-status]');
  if (!list || !status) return;
  const labels = list.dataset;
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let statusTimer: ReturnType<typeof setTimeout> | undefined;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  const option = (suggestion: PlaceSuggestion, i: number) => {
    const link = document.createElement('a');
    link.id = `${list.id}-${i}`;
    link.href = `${labels.addressPrefix ?? ''}${suggestion.url}`;
    link.tabIndex = -1;
    link.className = OPTION_CLASS;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
    const name = document.createElement('span');
    name.className = 'block font-semibold';
    name.textContent = suggestion.name;
    const gap = document.createElement('span');
    gap.className = 'sr-only';
    gap.textContent = ', ';
    const where = document.createElement('span');
    where.className = 'block text-sm text-neutral-700';
    where.textContent = fill(labels[suggestion.kind], { province: suggestion.province ?? '', place: suggestion.place ?? '' });
    if (suggestion.formerName) where.textContent += ` (${fill(labels.formerly, { name: suggestion.formerName })})`;
    link.append(name, gap, where);
    return link;
  };

  const choose = (next: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = next;
    const chosen = options[active];
    if (!chosen) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    chosen.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', chosen.id);
    chosen.scrollIntoView({ block: 'nearest' });
  };

  const close = () => {
    choose(-1);
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };

  const show = (suggestions: PlaceSuggestion[]) => {
    choose(-1);
    options = suggestions.map(option);
    list.textContent = '';
    list.append(...options);
    list.hidden = options.length === 0;
    input.setAttribute('aria-expanded', String(options.length > 0));
    clearTimeout(statusTimer);
    const count = options.length === 1 ? status.dataset.one : fill(status.dataset.many, { count: String(options.length) });
    // Nothing is said of text too short to suggest from.
    const said = options.length > 0 ? count : input.value.trim().length >= MIN_SUGGEST_KEY ? status.dataset.none : '';
    statusTimer = setTimeout(() => (status.textContent = said ?? ''), STATUS_DELAY_MS);
  };

  const update = async () => {
    const suggest = await loadSuggester(input.dataset.placeSearch || '/search/places.json');
    // Typing went on, or the box was left, while the index loaded.
    if (suggest && document.activeElement === input) show(suggest(input.value));
  };

  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const open = !list.hidden;
    const chosen = open ? options[active] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (options.length === 0) return;
        list.hidden = false;
        input.setAttribute('aria-expanded', 'true');
        if (event.altKey) return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose(active === -1 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && chosen) {
      // The suggestion's own page; with none chosen, Enter submits the form to the results page.
      event.preventDefault();
      window.location.assign(chosen.href);
    } else if (event.key === 'Escape' && open) {
      // The first Escape closes the list; a second one clears the box, as a search box does.
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  });
  input.addEventListener('blur', close);
  // A press on a suggestion keeps the focus in the box, so the list is still there when the click lands.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  window.addEventListener('pagehide', close);
  // Text typed while this script loaded (not the query the results page fills in).
  if (document.activeElement === input && input.value !== input.defaultValue) void update();
}

for (const input of document.querySelectorAll<HTMLInputElement>('input[data-place-search]')) setUp(input);
