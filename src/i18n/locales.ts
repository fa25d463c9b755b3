import { LOCALES, type Locale } from '../../contracts/common';

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;

/** SPEC §9: the default locale is en (used whenever the URL names an unsupported one). */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag given to Intl (dates, numbers, plurals). */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en',
  'zh-cn': 'zh-Hans-CN',
  'zh-tw': 'zh-Hant-TW',
};

/** The value of <html lang>: the script matters to fonts and screen readers. */
export const HTML_LANG: Record<Locale, string> = {
  en: 'en',
  'zh-cn': 'zh-Hans',
  'zh-tw': 'zh-Hant',
};

/** SPEC §2/§9: the switcher lists every supported locale except English and the current one. */
export function switcherLocales(current: Locale): Locale[] {
  return SUPPORTED_LOCALES.filter((locale) => locale !== 'en' && locale !== current);
}

/** Each language's name in its own script: the same in every locale, so not a translated message. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
};
