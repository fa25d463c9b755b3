/**
 * Which editions a story exists in (issue 14: an article may be published in some languages only), read from its
 * per-locale data: the one place that says what "has an edition" means, for the client, the server and the mock.
 */
import { LOCALES, mapLocales, type Locale } from './common';
import { LOCALE_LIST } from './locales';

type ByLocale<T> = Readonly<Partial<Record<Locale, T>>>;

/** The editions present, in the site's order. */
export function editionsOf<T>(data: ByLocale<T>): Locale[] {
  return LOCALES.filter((locale) => data[locale] !== undefined);
}

export function hasEdition<T>(data: ByLocale<T>, locale: Locale): boolean {
  return data[locale] !== undefined;
}

/** A locale's language, without script or region (zh-Hant-TW: zh). */
const languageOf = (locale: Locale) => LOCALE_LIST[locale].intl.split('-')[0];

/** The editions to fall back on, nearest first: its own, then the same language in another script, then the others. */
const FALLBACK: Record<Locale, readonly Locale[]> = mapLocales((locale) => [
  locale,
  ...LOCALES.filter((other) => other !== locale && languageOf(other) === languageOf(locale)),
  ...LOCALES.filter((other) => languageOf(other) !== languageOf(locale)),
]);

/**
 * The edition to show on a page in `locale`, and which one it is. Servers that honour the `locale` query send only
 * stories that have it; from one that does not, a story without it is shown in its nearest edition (marked with
 * that edition's `lang` by the caller) rather than breaking the page.
 */
export function editionOf<T>(data: ByLocale<T>, locale: Locale): { readonly locale: Locale; readonly text: T } {
  for (const candidate of FALLBACK[locale]) {
    const text = data[candidate];
    if (text !== undefined) return { locale: candidate, text };
  }
  // The contract (someLocales) guarantees one edition; a value built around it is a programming error.
  throw new Error('a story with no edition');
}

/** The text to show on a page in `locale`: its own edition's, else the nearest (editionOf). */
export function textIn<T>(data: ByLocale<T>, locale: Locale): T {
  return editionOf(data, locale).text;
}
