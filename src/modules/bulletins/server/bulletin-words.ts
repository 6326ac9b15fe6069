import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { bulletinWeatherTerms } from '@/modules/bulletins/rules/bulletin-terms';
import { bulletinContext, type BulletinContext } from './bulletin-context';

export interface PlainWord {
  term: string;
  meaning: string;
}

/**
 * A bulletin's "Words used" note in its language: the technical words its weather block shows. Decided
 * here once, so the PDF and the page explain the same. (Risk names such as "dry spell" are explained on
 * the calendar's pages, not here: a bulletin has one page.)
 */
export function bulletinWords(doc: BulletinDocument, context: BulletinContext = bulletinContext(doc.language)): PlainWord[] {
  const terms = bulletinWeatherTerms(doc.weather, (code) => context.conditions(`cloud_${code}`));
  return terms.map((key) => ({ term: context.terms(`${key}.term`), meaning: context.terms(`${key}.meaning`) }));
}
