/**
 * Texts grouped for a bulk API that sends one message to many numbers a call (Semaphore: up to 1000):
 * one group per identical text, in the order the texts came, each number at most once a group (a
 * provider's answer is matched back by number, so a number twice in one call would be ambiguous).
 */
export function groupBulkCalls<T extends { to: string; text: string }>(texts: T[], maxPerCall: number): T[][] {
  const calls: { text: string; numbers: Set<string>; texts: T[] }[] = [];
  for (const text of texts) {
    const call = calls.find((entry) => entry.text === text.text && entry.texts.length < maxPerCall && !entry.numbers.has(text.to));
    if (call) {
      call.texts.push(text);
      call.numbers.add(text.to);
    } else calls.push({ text: text.text, numbers: new Set([text.to]), texts: [text] });
  }
  return calls.map((call) => call.texts);
}
