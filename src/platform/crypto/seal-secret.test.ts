import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'a1'.repeat(32);
const OLD_KEY = Buffer.alloc(32, 7).toString('base64');

/** The modules fresh, with the environment given: the environment is read once per process. */
async function withKeys(keys: { current?: string; previous?: string }) {
  vi.resetModules();
  vi.stubEnv('ACAP_DATA_KEY', keys.current ?? '');
  vi.stubEnv('ACAP_DATA_KEY_PREVIOUS', keys.previous ?? '');
  const { sealSecret } = await import('./seal-secret');
  const { openSecret } = await import('./open-secret');
  const { dataKeys } = await import('./data-keys');
  return { sealSecret, openSecret, dataKeys };
}

afterEach(() => vi.unstubAllEnvs());

describe('sealed secrets', () => {
  it('open with the key and the place they were sealed for, and hold no trace of the plain text', async () => {
    const { sealSecret, openSecret } = await withKeys({ current: KEY });
    const sealed = sealSecret('token-of-the-office', 'app_setting:pagasa.token');
    expect(sealed).toMatch(/^acap1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('token-of-the-office');
    expect(Buffer.from(sealed.split('.')[4]!, 'base64url').toString('latin1')).not.toContain('office');
    expect(openSecret(sealed, 'app_setting:pagasa.token')).toBe('token-of-the-office');
    // Sealed twice, two different texts (a fresh IV each time).
    expect(sealSecret('token-of-the-office', 'app_setting:pagasa.token')).not.toBe(sealed);
  });

  it('refuse to open when moved, changed, or under another key', async () => {
    const { sealSecret, openSecret } = await withKeys({ current: KEY });
    const sealed = sealSecret('+639171234567', 'subscriber:1');
    expect(openSecret(sealed, 'subscriber:2')).toBeNull();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openSecret([...parts.slice(0, 4), flipped.toString('base64url')].join('.'), 'subscriber:1')).toBeNull();
    expect(openSecret('not sealed', 'subscriber:1')).toBeNull();
    const other = await withKeys({ current: OLD_KEY });
    expect(other.openSecret(sealed, 'subscriber:1')).toBeNull();
  });

  it('still open what the previous key sealed while the office rotates, and seal with the new one', async () => {
    const before = await withKeys({ current: OLD_KEY });
    const sealed = before.sealSecret('old token', 'app_setting:pagasa.token');
    const during = await withKeys({ current: KEY, previous: OLD_KEY });
    expect(during.openSecret(sealed, 'app_setting:pagasa.token')).toBe('old token');
    const resealed = during.sealSecret('old token', 'app_setting:pagasa.token');
    expect(resealed.split('.')[1]).toBe(during.dataKeys('seal')[0]!.id);
    expect(resealed.split('.')[1]).not.toBe(sealed.split('.')[1]);
  });

  it('derive separate keys for sealing and look-up, and none without a data key', async () => {
    const { dataKeys, sealSecret } = await withKeys({ current: KEY });
    expect(dataKeys('seal')[0]!.key.equals(dataKeys('lookup')[0]!.key)).toBe(false);
    expect(dataKeys('seal')[0]!.key.equals(Buffer.from(KEY, 'hex'))).toBe(false);
    expect(sealSecret).toBeDefined();
    const none = await withKeys({});
    expect(none.dataKeys('seal')).toEqual([]);
    expect(() => none.sealSecret('x', 'y')).toThrow(/ACAP_DATA_KEY is not set/);
  });
});
