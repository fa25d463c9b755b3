/**
 * The writer form's values and checks (pure): what it edits, the problems the server would find, said as one
 * types (limits, the slug's pattern, the address) or once a save was tried (a missing name or slug).
 */
import { integer, nullable, object, string } from 'superstruct';
import { ALIAS_PATTERN } from '../../../contracts/adminArticles';
import { WRITER_LIMITS, type AdminWriter, type WriterInput, type WriterText } from '../../../contracts/adminWriters';
import { isEmail, LOCALES, mapLocales, type Locale } from '../../../contracts/common';
import { personName } from '../../../contracts/personName';
import { slugIn } from './aliasSuggestion';
import type { DeskField } from './EditSession';

export type WriterTextField = keyof WriterText;

/** A field of the writer form: `slug`, `email`, `data.zh-tw.bio`. */
export type WriterField = 'slug' | 'email' | 'avatar' | `data.${Locale}.${WriterTextField}`;

export type WriterProblem =
  | { readonly field: WriterField; readonly kind: 'required' | 'slugPattern' | 'email' }
  | { readonly field: WriterField; readonly kind: 'tooLong'; readonly max: number };

export const blankWriter = (): WriterInput => ({
  slug: '',
  data: mapLocales(() => ({ firstName: '', lastName: '', bio: '', portraitAlt: '' })),
  email: '',
  active: true,
});

/** The form's values for a writer the server has. */
export function writerValuesOf(writer: AdminWriter): WriterInput {
  return { slug: writer.slug, data: writer.data, email: writer.email, active: writer.active, ...(writer.avatar ? { avatar: writer.avatar } : {}) };
}

/** The name a writer goes by in a language, as readers read it (contracts/personName.ts). */
export const writerName = (values: Pick<WriterInput, 'data'>, locale: Locale) => personName(values.data[locale]);

/**
 * The slug suggested from the name: the English one when given, else the first language's, in pinyin for Chinese
 * (the address is the same in every edition, so Latin letters). '' when there is no name yet.
 */
export async function suggestWriterSlug(values: Pick<WriterInput, 'data'>): Promise<string> {
  const named = LOCALES.filter((locale) => writerName(values, locale) !== '');
  const locale = named.includes('en') ? 'en' : named[0];
  return locale ? slugIn(locale, writerName(values, locale)) : '';
}

const TEXT_LIMITS: Record<WriterTextField, number> = { firstName: WRITER_LIMITS.name, lastName: WRITER_LIMITS.name, bio: WRITER_LIMITS.bio, portraitAlt: WRITER_LIMITS.alt };

/** The messages under the form's fields; those that wait for a save only once one was tried (`attempted`). */
export function writerProblems(values: WriterInput, attempted: boolean): WriterProblem[] {
  const found: WriterProblem[] = [];
  for (const locale of LOCALES) {
    const text = values.data[locale];
    for (const field of Object.keys(TEXT_LIMITS) as WriterTextField[]) {
      if (text[field].length > TEXT_LIMITS[field]) found.push({ field: `data.${locale}.${field}`, kind: 'tooLong', max: TEXT_LIMITS[field] });
    }
    // A byline needs a name in every edition: said under the family name, the first of the two parts one fills.
    if (attempted && !text.firstName.trim() && !text.lastName.trim()) found.push({ field: `data.${locale}.lastName`, kind: 'required' });
  }
  if (values.slug.length > WRITER_LIMITS.slug) found.push({ field: 'slug', kind: 'tooLong', max: WRITER_LIMITS.slug });
  else if (values.slug === '') {
    if (attempted) found.push({ field: 'slug', kind: 'required' });
  } else if (!ALIAS_PATTERN.test(values.slug)) found.push({ field: 'slug', kind: 'slugPattern' });
  const email = values.email.trim();
  if (email.length > WRITER_LIMITS.email) found.push({ field: 'email', kind: 'tooLong', max: WRITER_LIMITS.email });
  else if (email && !isEmail(email)) found.push({ field: 'email', kind: 'email' });
  return found;
}

/** A field a conflict shows side by side (a name and a bio per language). */
export interface WriterDifference {
  readonly field: 'slug' | 'name' | 'bio' | 'portrait' | 'email' | 'active';
  readonly locale?: Locale;
}

/** What the form is based on: the writer (null while new) and the version it was read at. */
export const WriterBase = object({ writer: nullable(string()), version: nullable(integer()) });
export type WriterBase = typeof WriterBase.TYPE;

/** The fields a conflict shows side by side, in the form's order. */
export const WRITER_FIELDS: readonly DeskField<WriterInput, WriterDifference>[] = [
  { at: { field: 'slug' }, read: (values) => values.slug },
  ...LOCALES.flatMap((locale): DeskField<WriterInput, WriterDifference>[] => [
    { at: { field: 'name', locale }, read: (values) => writerName(values, locale) },
    { at: { field: 'bio', locale }, read: (values) => values.data[locale].bio },
  ]),
  { at: { field: 'portrait' }, read: (values) => values.avatar?.path ?? '' },
  { at: { field: 'email' }, read: (values) => values.email },
  { at: { field: 'active' }, read: (values) => values.active },
];
