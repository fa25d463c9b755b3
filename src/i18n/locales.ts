import { LOCALES, mapLocales, type Locale } from '../../contracts/common';
import { LOCALE_LIST } from '../../contracts/locales';

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;

/** SPEC §9: the default locale is en (used whenever the URL names an unsupported one). */
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag given to Intl (dates, numbers, plurals). */
export const INTL_LOCALE: Record<Locale, string> = mapLocales((locale) => LOCALE_LIST[locale].intl);

/** The value of <html lang>: the script matters to fonts and screen readers. */
export const HTML_LANG: Record<Locale, string> = mapLocales((locale) => LOCALE_LIST[locale].lang);

/**
 * Open Graph's locale (language_TERRITORY: en_US, zh_CN, zh_TW), from the Intl tag with its likely region added:
 * share robots match territories and ignore scripts (zh_Hans is not one they know).
 */
export const OG_LOCALE: Record<Locale, string> = mapLocales((locale) => {
  const { language, region } = new Intl.Locale(LOCALE_LIST[locale].intl).maximize();
  return region ? `${language}_${region}` : language;
});

/** SPEC §2/§9: the switcher lists every supported locale except English and the current one. */
export function switcherLocales(current: Locale): Locale[] {
  return SUPPORTED_LOCALES.filter((locale) => locale !== 'en' && locale !== current);
}

/** Each language's name in its own script: the same in every locale, so not a translated message. */
export const LOCALE_NAMES: Record<Locale, string> = mapLocales((locale) => LOCALE_LIST[locale].name);
