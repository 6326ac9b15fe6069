import { hideNumbers } from './hide-numbers';

/**
 * What a provider's refusal says, for the ledger and the staff list: a validation answer's fields and
 * words (Semaphore's `{"number": ["…"]}`), a `message` or `error`, or a list of words; numbers
 * hidden, kept short.
 */
export function providerWords(body: unknown): string | null {
  const words: string[] = [];
  const add = (value: unknown, field?: string) => {
    if (typeof value === 'string' && value.trim()) words.push(field ? `${field}: ${value.trim()}` : value.trim());
  };
  if (typeof body === 'string') add(body);
  else if (Array.isArray(body)) body.forEach((value) => add(value));
  else if (body && typeof body === 'object')
    for (const [field, value] of Object.entries(body)) {
      const named = field === 'message' || field === 'error' ? undefined : field;
      if (Array.isArray(value)) value.forEach((item) => add(item, named));
      else add(value, named);
    }
  if (words.length === 0) return null;
  const joined = hideNumbers(words.join('; '));
  return joined.length > 300 ? `${joined.slice(0, 299)}…` : joined;
}
