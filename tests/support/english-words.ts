import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * English message values a Tagalog page must not show: every value of messages/en.json that differs
 * from its Tagalog one, as a pattern matching the whole value (placeholders stand for any short text).
 * Left out: the language switch (it offers English by name), plural forms, values of under 4 characters,
 * and values whose words are too few to tell a language by (e.g. "{from} to {to}").
 */
export function englishValues(): { key: string; pattern: RegExp }[] {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Record<string, unknown>;
  const flatten = (tree: Record<string, unknown>, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
    );
  const tagalog = new Map(flatten(read('tl.json')));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return flatten(read('en.json')).flatMap(([key, raw]) => {
    const value = raw
      .replace(/<\/?\w+>/g, '')
      .replace(/''/g, "'")
      .trim();
    const tl = tagalog.get(key) ?? '';
    if (key.startsWith('Language.') || /,\s*(plural|select|selectordinal)\s*,/.test(value)) return [];
    if (value === tl.replace(/<\/?\w+>/g, '').trim() || value.length < 4 || tl.includes(value)) return [];
    const literal = value.replace(/\{[^}]*\}/g, ' ');
    if ((literal.match(/\p{L}/gu) ?? []).length < 4) return [];
    const source = value
      .split(/\{[^}]*\}/)
      .map(escape)
      .join('[^\\n]{1,80}?');
    return [{ key, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'u') }];
  });
}

/**
 * Runs in the page (a plain script, so nothing the test's compiler adds travels with it): the visible
 * text in the page's language (elements marked with another `lang`, such as an English-only
 * recommendation or an English bulletin in the archive, are left out), and every number on the page
 * printed more precisely than allowed: a temperature has one decimal (with °C, or in a column whose
 * heading says °C); any other number is whole.
 */
export const READ_PAGE = `(() => {
  const pageLang = document.documentElement.lang;
  const hidden = [];
  for (const element of document.body.querySelectorAll('[lang]')) {
    if (element.lang && !element.lang.startsWith(pageLang) && element.style.display !== 'none') {
      hidden.push([element, element.style.display]);
      element.style.display = 'none';
    }
  }
  const text = document.body.innerText;
  for (const [element, display] of hidden) element.style.display = display;

  const tooPrecise = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || !parent.checkVisibility()) continue;
    const value = node.textContent.replace(/\\d+\\.\\d(?:\\s*[–-]\\s*\\d+\\.\\d)?\\s*°\\s?C/g, ' ');
    const cell = parent.closest('td');
    const table = cell && cell.closest('table');
    const heading = table ? table.querySelectorAll('thead th')[cell.cellIndex] : null;
    const inTemperatureColumn = heading ? /°\\s?C/.test(heading.textContent) : false;
    for (const match of value.matchAll(/\\d+\\.\\d+/g)) {
      const decimals = match[0].split('.')[1].length;
      if (decimals === 1 && inTemperatureColumn) continue;
      tooPrecise.push(node.textContent.trim().slice(0, 80));
      break;
    }
  }
  return { text, tooPrecise };
})()`;

/** Fails naming each English interface text found in a Tagalog page's text. */
export function expectNoEnglish(where: string, text: string, english: { key: string; pattern: RegExp }[]) {
  const flat = text.replace(/\s+/g, ' ');
  const found = english.filter(({ pattern }) => pattern.test(flat)).map(({ key, pattern }) => `${key}: ${flat.match(pattern)![0]}`);
  expect(found, `${where}: English interface text on a Tagalog page`).toEqual([]);
}
