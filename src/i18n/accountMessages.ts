import type { Locale } from '../../contracts/common';
import { messagesOf, type Messages } from './messages';

/**
 * The account page's texts (`account.*`), one chunk per locale, loaded with that page's stores
 * (RootStore.openAccountPage) and laid over the site's by AccountTexts: every other page's messages chunk is
 * the lighter for them (docs/decisions/109). Each goes through its own module so that its chunk is named
 * `accountTexts.<locale>`, never `<locale>` (src/i18n/deskMessages.ts says why).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./accountTexts.en').then(messagesOf),
  'zh-cn': () => import('./accountTexts.zh-cn').then(messagesOf),
  'zh-tw': () => import('./accountTexts.zh-tw').then(messagesOf),
};

export function loadAccountMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
