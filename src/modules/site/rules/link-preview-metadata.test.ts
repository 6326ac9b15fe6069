import { describe, expect, it } from 'vitest';
import { languageAlternates, linkPreviewMetadata } from './link-preview-metadata';

const addresses = { en: '/weather-services/ten-day/laguna', tl: '/tl/weather-services/ten-day/laguna' };

describe('languageAlternates', () => {
  it("names the page's own address canonical and both languages' as alternates, English by default", () => {
    const languages = { en: addresses.en, tl: addresses.tl, 'x-default': addresses.en };
    expect(languageAlternates('en', addresses)).toEqual({ canonical: addresses.en, languages });
    expect(languageAlternates('tl', addresses)).toEqual({ canonical: addresses.tl, languages });
  });
});

describe('linkPreviewMetadata', () => {
  const preview = {
    siteName: 'ACAP',
    title: 'Laguna',
    description: 'Rain',
    addresses,
    image: '/previews/tl/weather-services/ten-day/laguna.png',
    imageAlt: 'Laguna',
  };

  it("shares a Tagalog page at its own address, in Tagalog, with its language's picture", () => {
    const metadata = linkPreviewMetadata({ ...preview, locale: 'tl' });
    expect(metadata.alternates?.canonical).toBe(addresses.tl);
    expect(metadata.openGraph).toMatchObject({ url: addresses.tl, locale: 'tl_PH', images: [expect.objectContaining({ url: preview.image })] });
  });

  it('shares an English page at the bare address', () => {
    const metadata = linkPreviewMetadata({ ...preview, locale: 'en' });
    expect(metadata.alternates?.canonical).toBe(addresses.en);
    expect(metadata.openGraph).toMatchObject({ url: addresses.en, locale: 'en_PH' });
  });
});
