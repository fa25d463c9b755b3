/**
 * The desk's script conversion between the Chinese locales (those contracts/locales.ts gives OpenCC names):
 * OpenCC's phrase-aware converters (cn → twp uses Taiwan phrases, 软件 → 軟體, not one character at a time).
 * opencc-js and its dictionaries are loaded on first use only, so they stay out of the desk's first chunk as well
 * as the reader's bundle.
 */
import { conversionFingerprint, type ArticleLocaleText } from '../../../contracts/adminArticles';
import type { Locale } from '../../../contracts/common';
import { CHINESE_LOCALES, LOCALE_LIST, type ChineseLocale } from '../../../contracts/locales';
import { TEXT_FIELDS } from './articleValues';

export type { ChineseLocale };
export type ScriptConverter = (text: string) => string;

const converters = new Map<string, Promise<ScriptConverter>>();

export function isChinese(locale: Locale): locale is ChineseLocale {
  return (CHINESE_LOCALES as readonly Locale[]).includes(locale);
}

/** The script a locale's texts are filled from: the first Chinese locale written in another script. */
export function otherScript(locale: ChineseLocale): ChineseLocale {
  return CHINESE_LOCALES.find((candidate) => LOCALE_LIST[candidate].script !== LOCALE_LIST[locale].script) ?? locale;
}

/** The converter from `from`'s script to `to`'s, built once and shared. */
export function converterFrom(from: ChineseLocale, to: ChineseLocale = otherScript(from)): Promise<ScriptConverter> {
  const key = `${from}>${to}`;
  let converter = converters.get(key);
  if (!converter) {
    converter = import('opencc-js').then((OpenCC) => OpenCC.Converter({ from: LOCALE_LIST[from].opencc.from, to: LOCALE_LIST[to].opencc.to }));
    // A failed load (offline) is tried again next time, not remembered.
    converter.catch(() => converters.delete(key));
    converters.set(key, converter);
  }
  return converter;
}

/**
 * `to`'s texts filled from `from`'s (the search and sharing texts and the social picture too), marked converted until an editor confirms the review, with the fingerprint of
 * the source they came from (a later change there reads as "source changed"); empty texts are left as they were.
 */
export function converted(data: Readonly<Record<Locale, ArticleLocaleText>>, from: ChineseLocale, to: ChineseLocale, convert: ScriptConverter): ArticleLocaleText {
  const target: ArticleLocaleText = { ...data[to], convertedFrom: from, conversion: { from, source: conversionFingerprint(data[from]) } };
  for (const field of TEXT_FIELDS) {
    const text = data[from][field] ?? '';
    if (text !== '') target[field] = convert(text);
  }
  // The share card's picture goes with its description (a picture has no script to convert).
  const social = data[from].socialImage;
  if (social) target.socialImage = social;
  return target;
}
