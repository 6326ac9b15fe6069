import { describe, expect, it } from 'vitest';
import { hideNumbers } from './hide-numbers';

describe('hideNumbers', () => {
  it('hides a number however it is written', () => {
    expect(hideNumbers('The number 639171234567 is invalid.')).toBe('The number [number] is invalid.');
    expect(hideNumbers('to +63 917 123 4567, 0917-123-4567 and (0917) 123.4567')).toBe('to [number], [number] and [number]');
  });

  it('keeps short figures: codes, counts and dates', () => {
    expect(hideNumbers('422: 2 of 1000 numbers refused, retry in 40 s (2026-11-28)')).toBe('422: 2 of 1000 numbers refused, retry in 40 s (2026-11-28)');
  });
});
