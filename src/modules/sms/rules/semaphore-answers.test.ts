import { describe, expect, it } from 'vitest';
import {
  isSemaphoreRecipient,
  sameText,
  semaphoreMessagesSchema,
  semaphoreNumber,
  semaphoreOneMessageSchema,
  semaphoreState,
  semaphoreTime,
} from './semaphore-answers';

const SENT = {
  message_id: 55871554,
  user_id: 4788,
  user: 'office@example.ph',
  account_id: 4688,
  account: 'MAO Bay',
  recipient: '639171110001',
  message: 'ACAP Bay palay: ulan sa Nob 30.',
  sender_name: 'ACAP',
  network: 'Globe',
  status: 'Pending',
  type: 'Bulk',
  source: 'Api',
  created_at: '2026-11-28 14:05:09',
  updated_at: '2026-11-28 14:05:09',
};

describe("Semaphore's answers", () => {
  it('reads the messages of a send, keeping the id as text', () => {
    const [message] = semaphoreMessagesSchema.parse([SENT]);
    expect(message).toMatchObject({ message_id: '55871554', recipient: '639171110001', status: 'Pending' });
    expect(semaphoreMessagesSchema.safeParse({ message_id: 1 }).success).toBe(false);
    expect(semaphoreMessagesSchema.safeParse([{ recipient: '639171110001' }]).success).toBe(false);
  });

  it('reads one message, alone or as a list of one', () => {
    expect(semaphoreOneMessageSchema.parse(SENT).message_id).toBe('55871554');
    expect(semaphoreOneMessageSchema.parse([SENT]).message_id).toBe('55871554');
    expect(semaphoreOneMessageSchema.safeParse([SENT, SENT]).success).toBe(false);
  });

  it('matches a recipient however Semaphore writes it', () => {
    expect(semaphoreNumber('+639171110001')).toBe('639171110001');
    for (const written of ['639171110001', '09171110001', '9171110001']) expect(isSemaphoreRecipient(written, '+639171110001')).toBe(true);
    expect(isSemaphoreRecipient('639171110002', '+639171110001')).toBe(false);
  });

  it('maps statuses: Sent is delivered, Failed and Refunded failed, the rest still on the way', () => {
    expect(['Queued', 'Pending', 'Sent', 'Failed', 'Refunded', 'Something new'].map(semaphoreState)).toEqual([
      'pending',
      'pending',
      'delivered',
      'failed',
      'failed',
      'pending',
    ]);
  });

  it('reads created_at as Manila time unless it names its zone', () => {
    expect(semaphoreTime('2026-11-28 14:05:09')?.toISOString()).toBe('2026-11-28T06:05:09.000Z');
    expect(semaphoreTime('2026-11-28T06:05:09Z')?.toISOString()).toBe('2026-11-28T06:05:09.000Z');
    expect(semaphoreTime('0000-00-00 00:00:00')).toBeNull();
    expect(semaphoreTime(null)).toBeNull();
  });

  it('compares texts whatever their line ends', () => {
    expect(sameText('Ulan\r\nbukas ', 'Ulan\nbukas')).toBe(true);
    expect(sameText('Ulan bukas', 'Ulan sa Lunes')).toBe(false);
  });
});
