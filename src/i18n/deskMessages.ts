import type { InboxKind } from '../../contracts/adminInbox';
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

/**
 * The subject a reply starts with, in the sender's language (the mail is in it, whatever the desk's language is).
 * A mail text, like src/rules/mailTexts.ts, not a screen's message: listed here, where a new locale adds its texts
 * (docs/adding-a-locale.md).
 */
export const REPLY_SUBJECTS: Record<Locale, Record<InboxKind, string>> = {
  en: { message: 'Your message to Huanyu', contribution: 'Your contribution to Huanyu' },
  'zh-cn': { message: '关于你给寰宇的留言', contribution: '关于你投给寰宇的稿件' },
  'zh-tw': { message: '關於你給寰宇的留言', contribution: '關於你投給寰宇的稿件' },
};
