import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import type { Locale } from '../../contracts/common';
import type { CountryOption } from '../../contracts/user';
import { INTL_LOCALE } from '../i18n/locales';

/** SPEC §3: listed first, in the spec's order. */
export const SUGGESTED_COUNTRIES = ['AU', 'CA', 'DE', 'FR', 'JP', 'US'] as const;

const cache = new Map<Locale, readonly CountryOption[]>();

/**
 * Every country with a calling code (libphonenumber's metadata, kept current by its maintainers), named by the
 * platform's CLDR data in the reader's language: the suggested six first, then the rest in the language's own
 * collation order (pinyin for Simplified, stroke count for Traditional).
 */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = INTL_LOCALE[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const option = (code: string): CountryOption => ({
    code,
    label: names.of(code) ?? code,
    dialPhone: `+${getCountryCallingCode(code as Parameters<typeof getCountryCallingCode>[0])}`,
  });
  const suggested = new Set<string>(SUGGESTED_COUNTRIES);
  const collator = new Intl.Collator(tag);
  const rest = getCountries()
    .filter((code) => !suggested.has(code))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  const options = [...SUGGESTED_COUNTRIES.map((code) => ({ ...option(code), suggested: true })), ...rest];
  cache.set(locale, options);
  return options;
}

export function findCountry(options: readonly CountryOption[], code: string | undefined): CountryOption | undefined {
  return code ? options.find((option) => option.code === code) : undefined;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/**
 * What the country box lists for what the reader typed: names containing it (accents and case ignored, so
 * "cote" finds Côte d'Ivoire), or the countries of a dial code ("+44"), or the one with that ISO code ("jp").
 * Names that start with the text come first.
 */
export function searchCountries(options: readonly CountryOption[], query: string): readonly CountryOption[] {
  const text = fold(query.trim());
  if (!text) return options;
  if (/^\+?\d+$/.test(text)) {
    const dial = text.startsWith('+') ? text : `+${text}`;
    return options.filter((option) => option.dialPhone.startsWith(dial));
  }
  const starts: CountryOption[] = [];
  const contains: CountryOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(text) || option.code.toLowerCase() === text) starts.push(option);
    else if (label.includes(text)) contains.push(option);
  }
  return [...starts, ...contains];
}
