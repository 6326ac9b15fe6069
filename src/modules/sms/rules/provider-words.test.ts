import { describe, expect, it } from 'vitest';
import { providerWords } from './provider-words';

describe('providerWords', () => {
  it('says what a refusal names, never the number', () => {
    expect(providerWords({ number: ['The number 09171110001 is not a valid mobile number.'], message: ['The message field is required.'] })).toBe(
      'number: The number [number] is not a valid mobile number.; The message field is required.',
    );
    expect(providerWords({ error: 'Your account has insufficient credits.' })).toBe('Your account has insufficient credits.');
    expect(providerWords(['Sender name not approved'])).toBe('Sender name not approved');
    expect(providerWords({})).toBeNull();
    expect(providerWords('x'.repeat(400))).toHaveLength(300);
  });
});
