/**
 * The editor's working values and what the desk checks in them before sending: the contract's rules
 * (contracts/adminArticles.ts) said per field, so a message sits under the field it is about. Pure functions.
 */
import {
  ALIAS_PATTERN,
  ARTICLE_LIMITS,
  isBlankText,
  languagesToFinish,
  NEEDED_TO_PUBLISH,
  type AdminArticle,
  type ArticleInput,
  type ArticleLocaleText,
  undescribedSocialImages,
} from '../../../contracts/adminArticles';
import { LOCALES, mapLocales, type ImageRef, type Locale } from '../../../contracts/common';
import { sameValue, type DeskField, type Difference } from './EditSession';

export type TextField = 'title' | 'standfirst' | 'body' | 'imageAlt' | 'imageCaption' | 'imageCredit' | SearchTextField;
/** A language's search and sharing texts (docs/decisions/093): optional, the story's own stand in for them. */
export type SearchTextField = 'searchTitle' | 'searchDescription' | 'socialImageAlt';
export const SEARCH_TEXT_FIELDS: readonly SearchTextField[] = ['searchTitle', 'searchDescription', 'socialImageAlt'];
export const TEXT_FIELDS: readonly TextField[] = ['title', 'standfirst', 'body', 'imageAlt', 'imageCaption', 'imageCredit', ...SEARCH_TEXT_FIELDS];

/** A field of the form: a setting, or one language's text ('data.zh-cn.title') or social picture. */
export type FieldPath =
  | 'alias'
  | 'category'
  | 'subcategory'
  | 'authorId'
  | 'topics'
  | 'image'
  | 'publishAt'
  | `data.${Locale}.${TextField}`
  | `data.${Locale}.socialImage`;

export type Problem =
  | { readonly field: FieldPath; readonly kind: 'required' }
  | { readonly field: FieldPath; readonly kind: 'tooLong'; readonly max: number }
  | { readonly field: FieldPath; readonly kind: 'aliasPattern' }
  | { readonly field: FieldPath; readonly kind: 'scheduleInPast' };

export function textPath(locale: Locale, field: TextField): FieldPath {
  return `data.${locale}.${field}`;
}

function emptyText(): ArticleLocaleText {
  return {
    title: '',
    standfirst: '',
    body: '',
    imageAlt: '',
    imageCaption: '',
    imageCredit: '',
    convertedFrom: null,
    conversion: null,
    searchTitle: '',
    searchDescription: '',
    socialImage: null,
    socialImageAlt: '',
  };
}

/** A new article's values: nothing written, the first section and author once the desk knows them. */
export function blankInput(category = '', authorId = ''): ArticleInput {
  return {
    alias: '',
    category,
    subcategory: null,
    authorId,
    image: null,
    pollId: null,
    topics: [],
    data: mapLocales(emptyText),
  };
}

/** What a save would send to leave the server's copy as it is. */
export function inputOf(article: AdminArticle): ArticleInput {
  const text = (locale: Locale): ArticleLocaleText => {
    const { title, standfirst, body, imageAlt, imageCaption = '', imageCredit = '', convertedFrom, conversion } = article.data[locale];
    const { searchTitle = '', searchDescription = '', socialImage = null, socialImageAlt = '' } = article.data[locale];
    return {
      title,
      standfirst,
      body,
      imageAlt,
      imageCaption,
      imageCredit,
      convertedFrom: convertedFrom ?? null,
      conversion: conversion ?? null,
      searchTitle,
      searchDescription,
      socialImage,
      socialImageAlt,
    };
  };
  return {
    alias: article.alias,
    category: article.category,
    subcategory: article.subcategory,
    authorId: article.authorId,
    image: article.image,
    pollId: article.pollId ?? null,
    ...(article.topics ? { topics: article.topics } : {}),
    data: mapLocales(text),
  };
}

/**
 * The same values, whatever order their keys came in (a contract's `assign` or a stored copy may order them
 * differently) and with an absent optional field equal to an undefined one, as the JSON sent would be.
 */
export function sameInput(a: ArticleInput, b: ArticleInput): boolean {
  return sameValue(a, b);
}

/**
 * What stops a save: the limits and the alias's pattern (checked as one types, so nothing typed is cut off:
 * the text stays, the message says how much is too much), and the section and author every article has.
 */
export function saveProblems(values: ArticleInput): Problem[] {
  const problems: Problem[] = [];
  const alias = values.alias;
  if (alias.length > ARTICLE_LIMITS.alias) problems.push({ field: 'alias', kind: 'tooLong', max: ARTICLE_LIMITS.alias });
  else if (alias !== '' && !ALIAS_PATTERN.test(alias)) problems.push({ field: 'alias', kind: 'aliasPattern' });
  if (!values.category) problems.push({ field: 'category', kind: 'required' });
  if (!values.authorId) problems.push({ field: 'authorId', kind: 'required' });
  for (const locale of LOCALES) {
    for (const field of TEXT_FIELDS) {
      const max = ARTICLE_LIMITS[field];
      if ((values.data[locale][field] ?? '').length > max) problems.push({ field: textPath(locale, field), kind: 'tooLong', max });
    }
  }
  return problems;
}

/**
 * What publishing or scheduling needs besides a savable article: an alias, a picture, one language in full, and
 * every language started finished (contracts' editionState: the complete ones are the editions readers get).
 */
export function publishProblems(values: ArticleInput): Problem[] {
  const problems = saveProblems(values);
  const has = (field: FieldPath) => problems.some((problem) => problem.field === field);
  if (values.alias === '' && !has('alias')) problems.push({ field: 'alias', kind: 'required' });
  if (values.image === null) problems.push({ field: 'image', kind: 'required' });
  for (const locale of languagesToFinish(values)) {
    for (const field of NEEDED_TO_PUBLISH) {
      const path = textPath(locale, field);
      if (!has(path) && isBlankText(field, values.data[locale][field])) problems.push({ field: path, kind: 'required' });
    }
  }
  // A social picture is described as the cover is, in each edition that goes out with one.
  for (const locale of undescribedSocialImages(values)) {
    const path = textPath(locale, 'socialImageAlt');
    if (!has(path)) problems.push({ field: path, kind: 'required' });
  }
  return problems;
}

/** One field's value as text, for the conflict view's "theirs / mine". */
export function fieldText(values: ArticleInput, field: FieldPath): string {
  if (field === 'image') return values.image?.path ?? '';
  if (field === 'publishAt') return '';
  if (field === 'subcategory') return values.subcategory ?? '';
  // Sorted: the same topics chosen in another order are the same value.
  if (field === 'topics') return [...(values.topics ?? [])].sort().join(', ');
  if (field === 'alias' || field === 'category' || field === 'authorId') return values[field];
  const [, locale, text] = field.split('.') as ['data', Locale, TextField | 'socialImage'];
  if (text === 'socialImage') return values.data[locale].socialImage?.path ?? '';
  return values.data[locale][text] ?? '';
}

/** One language's fields in the form's order: its texts, the social picture before its description. */
function localeFields(locale: Locale): FieldPath[] {
  return TEXT_FIELDS.flatMap((field): FieldPath[] => (field === 'socialImageAlt' ? [`data.${locale}.socialImage`, textPath(locale, field)] : [textPath(locale, field)]));
}

/** A field that differs between their copy and mine, both read as text. */
export type FieldDifference = Difference<{ readonly field: FieldPath }> & { readonly theirs: string; readonly mine: string };

/** Every field the conflict view compares, in the form's order, read as text. */
export const ARTICLE_FIELDS: readonly DeskField<ArticleInput, { readonly field: FieldPath }>[] = (
  ['alias', 'category', 'subcategory', 'authorId', 'topics', 'image', ...LOCALES.flatMap(localeFields)] as const
).map((field) => ({ at: { field }, read: (values) => fieldText(values, field) }));

/** The messages under fields: limits and the alias at once, what a save (or a publish) needs once it was tried. */
export function shownProblems(values: ArticleInput, attempted: false | 'save' | 'publish'): Problem[] {
  if (attempted === 'publish') return publishProblems(values);
  return saveProblems(values).filter((problem) => attempted === 'save' || problem.kind !== 'required');
}

/**
 * The values with a picture from the media library as the cover: its alt text and credit come with it in each
 * language the library has them (they describe this picture), and the editor's own stay where it has none.
 */
export function withCover(values: ArticleInput, choice: { readonly image: ImageRef; readonly alt: Readonly<Record<Locale, string>>; readonly credit: string }): ArticleInput {
  const data = mapLocales((locale): ArticleLocaleText => {
    const text = values.data[locale];
    return {
      ...text,
      imageAlt: choice.alt[locale].trim() || text.imageAlt,
      imageCredit: choice.credit.trim() || text.imageCredit,
    };
  });
  return { ...values, image: choice.image, data };
}

/** The values with a topic chosen, or dropped when it was: up to ARTICLE_LIMITS.topics (no more are taken). */
export function withTopic(values: ArticleInput, id: string): ArticleInput {
  const topics = values.topics ?? [];
  if (topics.includes(id)) return { ...values, topics: topics.filter((topic) => topic !== id) };
  return topics.length < ARTICLE_LIMITS.topics ? { ...values, topics: [...topics, id] } : values;
}
