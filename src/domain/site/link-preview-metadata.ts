import type { Metadata } from 'next';
import { PREVIEW_SIZE } from './preview-card';

export interface LinkPreview {
  locale: 'en' | 'tl';
  siteName: string;
  /** The page's own title (without the portal's name, which the document title adds). */
  title: string;
  description: string;
  /** The page's address, from the site root (`/weather-services/ten-day/laguna`). */
  path: string;
  /** Its preview image's address, from the site root. */
  image: string;
  imageAlt: string;
}

/**
 * A page's title, description and the Open Graph and Twitter tags Facebook, Messenger and other apps
 * read for a shared link. Addresses are relative: the root layout's `metadataBase` makes them whole.
 */
export function linkPreviewMetadata(preview: LinkPreview): Metadata {
  const images = [{ url: preview.image, ...PREVIEW_SIZE, alt: preview.imageAlt, type: 'image/png' }];
  return {
    title: preview.title,
    description: preview.description,
    alternates: { canonical: preview.path },
    openGraph: {
      type: 'website',
      siteName: preview.siteName,
      locale: preview.locale === 'tl' ? 'tl_PH' : 'en_PH',
      title: preview.title,
      description: preview.description,
      url: preview.path,
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
