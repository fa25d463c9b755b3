/**
 * An alias suggested from an article's title (docs/decisions/071): a Latin title slugified, a Chinese one spelled in
 * pinyin (pinyin-pro, loaded on first use only: it is the size of the rest of the desk's first chunk). The editor
 * may change it; the server still decides whether it is free.
 */
import { ALIAS_PATTERN, type ArticleInput } from '../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../contracts/common';
import { isChinese } from './chineseScript';

/** Long enough to say what the story is, short enough to read in a link. */
export const SUGGESTED_ALIAS_MAX = 60;

/** Lowercase Latin letters and digits between single hyphens, accents dropped, cut at a word's end. */
export function slugify(text: string, max = SUGGESTED_ALIAS_MAX): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, max)).replace(/-+$/, '');
}

/** The language the alias is made from: English when it has a title, else the first language that has one. */
export function aliasSource(values: ArticleInput): Locale | null {
  const titled = LOCALES.filter((locale) => values.data[locale].title.trim() !== '');
  return titled.includes('en') ? 'en' : (titled[0] ?? null);
}

/** A title in pinyin, a syllable per word ("台北夜市" -> "tai bei ye shi"), its Latin parts kept. */
async function inPinyin(title: string): Promise<string> {
  const { pinyin } = await import('pinyin-pro');
  return pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).join(' ');
}

/** A text of `locale` as an address: slugified, in pinyin first when it is Chinese; '' when nothing Latin is left. */
export async function slugIn(locale: Locale, text: string): Promise<string> {
  const slug = slugify(isChinese(locale) ? await inPinyin(text) : text);
  return ALIAS_PATTERN.test(slug) ? slug : '';
}

/** The suggestion for these values, or '' when no language has a title (or nothing Latin can be made of it). */
export async function suggestAlias(values: ArticleInput): Promise<string> {
  const locale = aliasSource(values);
  return locale ? slugIn(locale, values.data[locale].title) : '';
}
