import type { Locale } from '../../contracts/common';

export type Messages = Record<string, string>;

/** Each locale's messages are their own chunk: a reader downloads only the language being read. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../locales/en.json').then((module) => module.default),
  'zh-cn': () => import('../../locales/zh-cn.json').then((module) => module.default),
  'zh-tw': () => import('../../locales/zh-tw.json').then((module) => module.default),
};

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
