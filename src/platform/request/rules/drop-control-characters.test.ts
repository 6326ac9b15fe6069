import { describe, expect, it } from 'vitest';
import { dropControlCharacters } from './drop-control-characters';

describe('dropControlCharacters', () => {
  it('drops control characters from every string of a record, keeping tabs and line breaks, and leaves the record alone', () => {
    const record = { title: 'Bay\u0007, Laguna', advice: ['Drain\u001B[0m the field.\n\tKeep seed dry.'], at: new Date(0), count: 3, none: null };
    const drawn = dropControlCharacters(record);
    expect(drawn).toEqual({ title: 'Bay, Laguna', advice: ['Drain[0m the field.\n\tKeep seed dry.'], at: new Date(0), count: 3, none: null });
    expect(record.title).toBe('Bay\u0007, Laguna');
  });

  it('drops bidirectional controls an older record may hold', () => {
    expect(dropControlCharacters({ headline: 'Signal No. \u202E3\u202C in \u2067Bay\u2069' })).toEqual({ headline: 'Signal No. 3 in Bay' });
  });
});
