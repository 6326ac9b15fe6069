import { describe, expect, it } from 'vitest';
import { describeWait, FEEDBACK_KEY_PREFIX, feedbackAddressKey, feedbackBulletinKey, readerIdOf } from './feedback-limits';

describe('feedback limits', () => {
  it('words a wait in seconds, minutes or hours, rounded up', () => {
    expect(describeWait(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(describeWait(119)).toEqual({ unit: 'seconds', count: 119 });
    expect(describeWait(121)).toEqual({ unit: 'minutes', count: 3 });
    expect(describeWait(3600)).toEqual({ unit: 'minutes', count: 60 });
    expect(describeWait(86_000)).toEqual({ unit: 'hours', count: 24 });
  });

  it('keys every counter under the feedback prefix, per address and per bulletin at an address', () => {
    expect(feedbackAddressKey('h')).toBe(`${FEEDBACK_KEY_PREFIX}address:h`);
    expect(feedbackBulletinKey('b', 'h')).toBe(`${FEEDBACK_KEY_PREFIX}bulletin:b:h`);
    expect(feedbackAddressKey('h')).not.toBe(feedbackBulletinKey('address', 'h').slice(0, feedbackAddressKey('h').length + 1));
  });
});

describe('readerIdOf', () => {
  it('reads the reader cookie the portal made, and nothing else', () => {
    expect(readerIdOf('NEXT_LOCALE=tl; acap_reader=AAAAAAAAAAAAAAAAAAAAAA')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(readerIdOf('acap_reader=short')).toBeNull();
    expect(readerIdOf('acap_reader=<script>AAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(readerIdOf('xacap_reader=AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    expect(readerIdOf(null)).toBeNull();
  });
});
