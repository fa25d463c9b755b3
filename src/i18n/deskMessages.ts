import type { Locale } from '../../contracts/common';
import { messagesOf, type Messages } from './messages';

/**
 * The editors' desk's texts (`admin.*`), one chunk per locale, loaded by the desk alone (src/i18n/messages.ts).
 * Each goes through its own module so that its chunk is named `deskTexts.<locale>`, never `<locale>`: the server
 * preloads a page's locale chunk by that name, and must not preload the desk's with it.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./deskTexts.en').then(messagesOf),
  'zh-cn': () => import('./deskTexts.zh-cn').then(messagesOf),
  'zh-tw': () => import('./deskTexts.zh-tw').then(messagesOf),
};

export function loadDeskMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
