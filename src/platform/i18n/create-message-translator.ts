import 'server-only';
import { createTranslator } from 'next-intl';
import en from '../../../messages/en.json';
import tl from '../../../messages/tl.json';
import type { Locale } from '@/i18n/routing';

const MESSAGES = { en, tl };

/** A translator for code outside page rendering (route handlers that build documents, such as maps). */
export function createMessageTranslator<N extends keyof typeof en>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace });
}
