import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './sign-webhook';

describe('signWebhook', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<payload>", as the provider computes it', () => {
    const body = '{"messages":[{"id":"m1","to":"+639171110001","text":"Ulan","parts":1}]}';
    const expected = createHmac('sha256', 'a-shared-secret-of-test').update(`1796000000.${body}`).digest('hex');
    expect(signWebhook('a-shared-secret-of-test', '1796000000', body)).toBe(`sha256=${expected}`);
    // Known answer, so that a provider can check its own code against this line.
    expect(signWebhook('key', '0', '')).toBe('sha256=85841b4efc3cd7776c3c8f9b7cca9e281c550e5d19889d78e9e669c6337f000d');
  });

  it('changes with the secret, the time and every byte of the payload', () => {
    const signature = signWebhook('a-shared-secret-of-test', '1796000000', 'id=m1');
    expect(signWebhook('another-secret-of-test', '1796000000', 'id=m1')).not.toBe(signature);
    expect(signWebhook('a-shared-secret-of-test', '1796000001', 'id=m1')).not.toBe(signature);
    expect(signWebhook('a-shared-secret-of-test', '1796000000', 'id=m2')).not.toBe(signature);
  });
});
