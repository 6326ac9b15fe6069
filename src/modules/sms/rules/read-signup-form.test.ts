import { describe, expect, it } from 'vitest';
import { readRequestId, readSignupCode, readSignupForm, readSignupNumber, readStopTicket } from './read-signup-form';

const fields = (values: Record<string, unknown>) => (name: string) => values[name] ?? null;

describe('reading the sign-up form', () => {
  it('makes a request of a good form: the number in E.164, the town with its province, the crop and the language', () => {
    const read = readSignupForm(fields({ number: ' 0917 123 4567 ', town: '0403402000', crop: 'rice', language: 'tag', consent: 'yes' }));
    expect(read).toEqual({
      ok: true,
      request: { e164: '+639171234567', municipalityPsgc: '0403402000', provincePsgc: '0403400000', cropKey: 'rice', language: 'tag' },
      values: { number: '0917 123 4567', town: '0403402000', crop: 'rice', language: 'tag', consent: true },
    });
  });

  it('names every problem at once, by field, without repeating the number', () => {
    expect(readSignupForm(fields({}))).toMatchObject({
      ok: false,
      problems: { number: 'missing', town: 'missing', crop: 'missing', language: 'missing', consent: 'missing' },
    });
    expect(readSignupForm(fields({ number: '(02) 8123 4567', town: '1234', crop: 'wheat', language: 'tl', consent: 'on' }))).toMatchObject({
      ok: false,
      problems: { number: 'landline', town: 'unknown', crop: 'unknown', language: 'missing', consent: 'missing' },
      values: { number: '(02) 8123 4567', consent: false },
    });
  });

  it('reads numbers as people write them, and says why one cannot be texted', () => {
    expect(readSignupNumber('+63 917 123 4567')).toEqual({ ok: true, e164: '+639171234567' });
    expect(readSignupNumber('639171234567')).toEqual({ ok: true, e164: '+639171234567' });
    expect(readSignupNumber('0917 12')).toEqual({ ok: false, problem: 'invalid' });
    expect(readSignupNumber('+1 202 555 0143')).toEqual({ ok: false, problem: 'foreign' });
    expect(readSignupNumber('(02) 8123 4567')).toEqual({ ok: false, problem: 'landline' });
    expect(readSignupNumber(new Blob(['0917 123 4567']))).toEqual({ ok: false, problem: 'missing' });
  });

  it('reads a code typed with spaces or a dash, and only a request id or a sealed stop request of the right shape', () => {
    expect(readSignupCode(' 012 345 ')).toBe('012345');
    expect(readSignupCode('012-345')).toBe('012345');
    for (const bad of ['12345', '1234567', '12345a', '١٢٣٤٥٦', null]) expect(readSignupCode(bad)).toBeNull();
    expect(readRequestId('00000000-0000-4000-8000-000000000000')).toBe('00000000-0000-4000-8000-000000000000');
    expect(readRequestId('../../etc/passwd')).toBeNull();
    expect(readStopTicket('acap1.abc.def.ghi.jkl')).toBe('acap1.abc.def.ghi.jkl');
    expect(readStopTicket('acap1.abc.def')).toBeNull();
    expect(readStopTicket(`acap1.a.b.c.${'x'.repeat(1000)}`)).toBeNull();
  });
});
