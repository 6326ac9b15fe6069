import { describe, expect, it } from 'vitest';
import { pickFeedbackLocale, readFeedbackAnswer } from './feedback-answer';
import { FEEDBACK_COMMENT_MAX } from './feedback-comment';

describe('readFeedbackAnswer', () => {
  it('reads yes or no and an optional cleaned comment', () => {
    expect(readFeedbackAnswer({ useful: 'yes', comment: null })).toEqual({ ok: true, answer: { useful: true, comment: null } });
    expect(readFeedbackAnswer({ useful: 'no', comment: '  <b>Too late</b> for us ' })).toEqual({
      ok: true,
      answer: { useful: false, comment: 'Too late for us' },
    });
    expect(readFeedbackAnswer({ useful: ' YES ', comment: '' })).toEqual({ ok: true, answer: { useful: true, comment: null } });
  });

  it('refuses a missing or unknown answer', () => {
    for (const useful of [null, undefined, '', 'maybe', 'true', 1, new Blob(['yes'])]) {
      const read = readFeedbackAnswer({ useful, comment: 'x' });
      expect(read.ok ? null : read.refusal).toBe('missing_answer');
    }
  });

  it('takes a comment of the longest length, counted as typed, and refuses a longer one', () => {
    const longest = `${'é'.repeat(FEEDBACK_COMMENT_MAX - 2)}\r\n😀`;
    expect(readFeedbackAnswer({ useful: 'no', comment: longest }).ok).toBe(true);
    const read = readFeedbackAnswer({ useful: 'no', comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect(read).toEqual({
      ok: false,
      refusal: 'comment_too_long',
      message: `The comment is ${FEEDBACK_COMMENT_MAX + 1} characters long; write at most ${FEEDBACK_COMMENT_MAX}.`,
    });
  });

  it('treats a file sent as the comment as no comment', () => {
    expect(readFeedbackAnswer({ useful: 'yes', comment: new Blob(['<script>']) })).toEqual({ ok: true, answer: { useful: true, comment: null } });
  });
});

describe('pickFeedbackLocale', () => {
  it("takes the form's language, else the address's", () => {
    expect(pickFeedbackLocale('tl', 'en')).toBe('tl');
    expect(pickFeedbackLocale('en', 'tl')).toBe('en');
    expect(pickFeedbackLocale(null, 'tl')).toBe('tl');
    expect(pickFeedbackLocale(null, 'en')).toBe('en');
    expect(pickFeedbackLocale('fr', 'tl')).toBe('tl');
    expect(pickFeedbackLocale('TL', 'en')).toBe('en');
    expect(pickFeedbackLocale(undefined, 'en')).toBe('en');
    expect(pickFeedbackLocale(new Blob(['tl']), 'tl')).toBe('tl');
  });
});
