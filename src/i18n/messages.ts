import type { Locale } from '../../contracts/common';

export type Messages = Record<string, string>;

/** A JSON module's namespace: bundlers differ on whether the object is `default` or the namespace itself. */
function messagesOf(module: { default?: Messages }): Messages {
  return module.default ?? (module as Messages);
}

/** Each locale's messages are their own chunk: a reader downloads only the language being read. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../locales/en.json').then(messagesOf),
  'zh-cn': () => import('../../locales/zh-cn.json').then(messagesOf),
  'zh-tw': () => import('../../locales/zh-tw.json').then(messagesOf),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
