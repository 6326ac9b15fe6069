import { describe, expect, it } from 'vitest';
import { warnWithoutBaseUrl } from './warn-without-base-url';

function recorder() {
  const lines: { fields: object; message: string }[] = [];
  return { lines, log: { warn: (fields: object, message: string) => void lines.push({ fields, message }) } };
}

describe('the warning at start without ACAP_BASE_URL', () => {
  it('is one line naming the setting and the localhost address links would carry', () => {
    const { lines, log } = recorder();
    expect(warnWithoutBaseUrl({ ACAP_BASE_URL: undefined, PORT: 3000 }, log)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toEqual({ setting: 'ACAP_BASE_URL', fallback: 'http://localhost:3000' });
    expect(lines[0]!.message).toMatch(/^ACAP_BASE_URL is not set: .*http:\/\/localhost:3000.*docs\/deployment\.md/);
  });

  it('says nothing when the public address is set', () => {
    const { lines, log } = recorder();
    expect(warnWithoutBaseUrl({ ACAP_BASE_URL: 'https://acap.calabarzon.da.gov.ph', PORT: 3000 }, log)).toBe(false);
    expect(lines).toEqual([]);
  });
});
