import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '../../contracts/common';

/**
 * One locale's messages: ICU strings as locales/*.json hold them (Vitest, Storybook), or the same messages
 * precompiled to ASTs by `formatjs compile --ast`, which is what a Parcel build bundles (.parcelrc,
 * docs/decisions/039): the browser then formats them without the ICU parser.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A JSON module's namespace: bundlers differ on whether the object is `default` or the namespace itself. */
export function messagesOf(module: { default?: Messages }): Messages {
  return module.default ?? (module as Messages);
}

/**
 * Each locale's messages are their own chunk: a reader downloads only the language being read, and only the
 * site's texts (`?scope=site`); the editors' desk loads its own (`admin.*`, src/i18n/deskMessages.ts). The scope
 * is applied by the Parcel transformer; Vite and Vitest hand over the whole file, which holds both.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../locales/en.json?scope=site').then(messagesOf),
  'zh-cn': () => import('../../locales/zh-cn.json?scope=site').then(messagesOf),
  'zh-tw': () => import('../../locales/zh-tw.json?scope=site').then(messagesOf),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
