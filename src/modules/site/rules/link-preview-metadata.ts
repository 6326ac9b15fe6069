import type { Metadata } from 'next';
import { PREVIEW_SIZE } from './preview-card';

export interface LinkPreview {
  locale: 'en' | 'tl';
  siteName: string;
  /** The page's own title (without the portal's name, which the document title adds). */
  title: string;
  description: string;
  /** The page's address in each language, from the site root (`pageAddresses` of src/i18n/navigation.ts). */
  addresses: PageAddresses;
  /** Its preview image's address, from the site root. */
  image: string;
  imageAlt: string;
}

/** A page's address in English and in Tagalog (`/weather-services`, `/tl/weather-services`). */
export type PageAddresses = Record<'en' | 'tl', string>;

/**
 * The page's own address as its canonical one, and both languages' as its alternates (hreflang), English
 * for a reader whose language is neither: search engines then list each language's page as its own.
 */
export function languageAlternates(locale: 'en' | 'tl', addresses: PageAddresses): NonNullable<Metadata['alternates']> {
  return { canonical: addresses[locale], languages: { en: addresses.en, tl: addresses.tl, 'x-default': addresses.en } };
}

/**
 * A page's title, description and the Open Graph and Twitter tags Facebook, Messenger and other apps
 * read for a shared link, in the page's language and at its address in that language. Addresses are
 * relative: the root layout's `metadataBase` makes them whole.
 */
export function linkPreviewMetadata(preview: LinkPreview): Metadata {
  const images = [{ url: preview.image, ...PREVIEW_SIZE, alt: preview.imageAlt, type: 'image/png' }];
  return {
    title: preview.title,
    description: preview.description,
    alternates: languageAlternates(preview.locale, preview.addresses),
    openGraph: {
      type: 'website',
      siteName: preview.siteName,
      locale: preview.locale === 'tl' ? 'tl_PH' : 'en_PH',
      title: preview.title,
      description: preview.description,
      url: preview.addresses[preview.locale],
      images,
    },
    twitter: { card: 'summary_large_image', title: preview.title, description: preview.description, images },
  };
}

/** The preview image of a page address: `/weather-services/ten-day/laguna` → `/previews/en/weather-services/ten-day/laguna.png`. */
export function previewImagePath(locale: 'en' | 'tl', pagePath: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `/previews/${locale}${pagePath}.png${search ? `?${search}` : ''}`;
}
