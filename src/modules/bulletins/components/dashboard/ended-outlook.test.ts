import { describe, expect, it } from 'vitest';
import { endedOutlookOf } from './ended-outlook-dialog';

describe('a refusal for an outlook that has ended', () => {
  const body = {
    error: {
      code: 'CONFLICT',
      message: 'The 10-day outlook for August 18 – 27, 2025 ended on August 27, 2025; …',
      details: { reason: 'outlook_ended', validTo: '2025-08-27' },
    },
  };

  it('is read from a 409 with its end date, so the dashboard can ask the staff to confirm', () => {
    expect(endedOutlookOf(409, body)).toEqual({ validTo: '2025-08-27', message: body.error.message });
  });

  it('is not any other failure', () => {
    expect(endedOutlookOf(400, body)).toBeNull();
    expect(endedOutlookOf(409, { error: { code: 'CONFLICT', message: 'x', details: { reason: 'protected' } } })).toBeNull();
    expect(endedOutlookOf(409, null)).toBeNull();
  });
});
