import { describe, expect, it } from 'vitest';
import { bulletinFeedPath, capAlertPath, capIdentifier, capSender } from './feed-paths';
import { FEEDS_CONTRACT } from './feeds-contract';

describe('feed addresses', () => {
  it('reads the slugs of a feed address as the archive writes them, without the file ending', () => {
    expect(FEEDS_CONTRACT.provinceBulletins.params.parse({ province: 'laguna.atom' })).toEqual({ province: 'laguna' });
    expect(FEEDS_CONTRACT.municipalityBulletins.params.parse({ province: 'laguna', municipality: 'city-of-binan.atom' })).toEqual({
      province: 'laguna',
      municipality: 'city-of-binan',
    });
    expect(bulletinFeedPath({ province: 'laguna', municipality: 'city-of-binan' })).toBe('/feeds/bulletins/laguna/city-of-binan.atom');
    expect(bulletinFeedPath({ province: 'laguna' })).toBe('/feeds/bulletins/laguna.atom');
    expect(bulletinFeedPath({})).toBe('/feeds/bulletins.atom');
  });

  it('refuses what is not a slug or lacks its ending, saying what an address looks like', () => {
    for (const province of ['laguna', 'Laguna.atom', '../laguna.atom', 'laguna.atom.atom', '.atom', 'la guna.atom']) {
      const parsed = FEEDS_CONTRACT.provinceBulletins.params.safeParse({ province });
      expect(parsed.success, province).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/is not a province: .* such as laguna\.atom/);
    }
    expect(FEEDS_CONTRACT.municipalityBulletins.params.safeParse({ province: 'laguna.atom', municipality: 'bay.atom' }).success).toBe(false);
    expect(FEEDS_CONTRACT.capAlert.params.safeParse({ alert: 'not-an-id.xml' }).success).toBe(false);
  });

  it('names an alert by its advisory: the address, and an identifier and sender CAP accepts', () => {
    const id = '0b8a7c2e-1f3d-4c5b-9a6e-7d8f9e0a1b2c';
    expect(FEEDS_CONTRACT.capAlert.params.parse({ alert: `${id}.xml` })).toEqual({ alert: id });
    expect(capAlertPath(id)).toBe(`/feeds/cap/${id}.xml`);
    for (const value of [capIdentifier(id), capSender('https://acap.calabarzon.da.gov.ph'), capSender('http://localhost:3000/')]) {
      expect(value).not.toMatch(/[\s,<&]/);
    }
    expect(capSender('https://acap.calabarzon.da.gov.ph')).toBe('acap.calabarzon.da.gov.ph');
  });
});
