/**
 * What changed between two revisions of an article, said so an editor can read it: per language, per field (title,
 * standfirst, body text, the search and sharing fields), the words added and removed — characters in Chinese,
 * which has no spaces between words — and the alias, the one setting that moves the story's address. jsdiff does
 * the comparing (docs/decisions/070).
 */
import { diffChars, diffWordsWithSpace } from 'diff';
import type { ArticleInput, ArticleLocaleText } from '../../../contracts/adminArticles';
import { LOCALES, type Locale } from '../../../contracts/common';
import { isChinese } from './chineseScript';

export type DiffChange = 'same' | 'added' | 'removed';

export interface DiffPart {
  readonly text: string;
  readonly change: DiffChange;
}

export type DiffedField = 'title' | 'standfirst' | 'body' | 'searchTitle' | 'searchDescription' | 'socialImage' | 'socialImageAlt';
export const DIFFED_FIELDS: readonly DiffedField[] = ['title', 'standfirst', 'body', 'searchTitle', 'searchDescription', 'socialImage', 'socialImageAlt'];

export type FieldDiff =
  | { readonly kind: 'alias'; readonly parts: readonly DiffPart[] }
  | { readonly kind: 'text'; readonly locale: Locale; readonly field: DiffedField; readonly parts: readonly DiffPart[] };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A body's text as a reader reads it: paragraphs and list items on lines of their own, markup gone. */
export function bodyText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div|figure|figcaption)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The parts of `after` against `before`: by words with their spaces, or by characters in Chinese. */
export function textDiff(before: string, after: string, byCharacters: boolean): DiffPart[] {
  const changes = byCharacters ? diffChars(before, after) : diffWordsWithSpace(before, after);
  return changes.map((change) => ({ text: change.value, change: change.added ? 'added' : change.removed ? 'removed' : 'same' }));
}

function fieldText(text: ArticleLocaleText | undefined, field: DiffedField): string {
  // A picture by its file's name: the name is its content's hash, so another name is another picture.
  if (field === 'socialImage') return text?.socialImage?.path.split('/').pop() ?? '';
  const value = text?.[field] ?? '';
  return field === 'body' ? bodyText(value) : value;
}

/**
 * Every field that differs from `before` to `after`, the alias first, then each language in the site's order;
 * with no `before` (the first revision), everything written shows as added.
 */
export function revisionDiff(before: ArticleInput | null, after: ArticleInput): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  const alias = before?.alias ?? '';
  if (alias !== after.alias) diffs.push({ kind: 'alias', parts: textDiff(alias, after.alias, false) });
  for (const locale of LOCALES) {
    for (const field of DIFFED_FIELDS) {
      const [was, is] = [fieldText(before?.data[locale], field), fieldText(after.data[locale], field)];
      if (was !== is) diffs.push({ kind: 'text', locale, field, parts: textDiff(was, is, isChinese(locale)) });
    }
  }
  return diffs;
}
