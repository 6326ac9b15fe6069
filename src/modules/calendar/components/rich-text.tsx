import { sanitizeRichText } from '@/modules/recommendations/rules/rich-text';

/**
 * A recommendation text. Stored texts were sanitised on the way in; they are sanitised again here so a
 * row written by any other path still cannot carry script into a page.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return <div className="rich" lang={lang} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
