/**
 * The video and gallery form's values and checks (pure): what it edits — the contract's input, with the publish
 * time in the editor's time zone and a film's length as typed (m:ss) — and the problems the server would find, said
 * as one types (limits, a length that is not one) or once a save was tried (what is missing).
 */
import { assign, integer, nullable, object, omit, string, union, type Infer } from 'superstruct';
import {
  GalleryInput,
  MULTIMEDIA_LIMITS,
  VideoInput,
  type AdminMultimedia,
  type GalleryPictureInput,
  type MultimediaInput,
  type MultimediaKind,
} from '../../../contracts/adminMultimedia';
import { LOCALES, mapLocales, type Locale } from '../../../contracts/common';
import { clockDuration } from '../../lib/duration';
import type { DeskField } from './EditSession';
import { fromLocalInput, toLocalInput } from './pollValues';

/** A video as the form holds it: its length as typed. */
export const VideoValues = assign(omit(VideoInput, ['durationSeconds', 'publishedAt']), object({ duration: string(), publishedAt: string() }));
export type VideoValues = Infer<typeof VideoValues>;
export const GalleryValues = assign(omit(GalleryInput, ['publishedAt']), object({ publishedAt: string() }));
export type GalleryValues = Infer<typeof GalleryValues>;
export const MultimediaValues = union([VideoValues, GalleryValues]);
export type MultimediaValues = VideoValues | GalleryValues;

/** A field of the form: `data.zh-tw.title`, `src`, `pictures.2.data.en.caption`. */
export type MultimediaField =
  | 'category'
  | 'subcategory'
  | 'publishedAt'
  | 'src'
  | 'poster'
  | 'durationSeconds'
  | 'pictures'
  | `data.${Locale}.${'title' | 'description'}`
  | `pictures.${number}.image`
  | `pictures.${number}.data.${Locale}.${'caption' | 'credit'}`;

export type MultimediaProblem =
  | { readonly field: MultimediaField; readonly kind: 'required' | 'duration' | 'date' | 'tooFewPictures' }
  | { readonly field: MultimediaField; readonly kind: 'tooLong'; readonly max: number };

const blankTexts = () => mapLocales(() => ({ title: '', description: '' }));

export function blankMultimedia(kind: MultimediaKind, category: string, now: number): MultimediaValues {
  const common = { category, subcategory: null, publishedAt: toLocalInput(new Date(now).toISOString()), data: blankTexts() };
  return kind === 'video' ? { ...common, kind, src: '', duration: '' } : { ...common, kind, pictures: [] };
}

/** A length typed as m:ss, h:mm:ss or plain seconds, in seconds; null when it is not one. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The form's values for an item the server has. */
export function multimediaValuesOf(item: AdminMultimedia): MultimediaValues {
  const common = { category: item.category, subcategory: item.subcategory, publishedAt: toLocalInput(item.publishedAt), data: item.data };
  if (item.kind === 'video') return { ...common, kind: 'video', src: item.src, poster: item.poster, duration: clockDuration(item.durationSeconds) };
  return { ...common, kind: 'gallery', pictures: item.pictures };
}

/** What a save sends (the checks passed: the time and length are ones). */
export function multimediaInputOf(values: MultimediaValues): MultimediaInput {
  const publishedAt = fromLocalInput(values.publishedAt) ?? new Date(0).toISOString();
  if (values.kind === 'video') {
    const { duration, ...rest } = values;
    return { ...rest, publishedAt, durationSeconds: parseDuration(duration) ?? 0 };
  }
  return { ...values, publishedAt };
}

/** The title an item goes by in a language (the first language that has one when that one has none). */
export function multimediaTitle(values: Pick<MultimediaValues, 'data'>, locale: Locale): string {
  return values.data[locale].title.trim() || LOCALES.map((other) => values.data[other].title.trim()).find(Boolean) || '';
}

/** The messages under the form's fields; those that wait for a save only once one was tried (`attempted`). */
export function multimediaProblems(values: MultimediaValues, attempted: boolean): MultimediaProblem[] {
  const found: MultimediaProblem[] = [];
  const text = (field: MultimediaField, value: string, max: number, required: boolean) => {
    if (value.length > max) found.push({ field, kind: 'tooLong', max });
    else if (required && attempted && !value.trim()) found.push({ field, kind: 'required' });
  };
  for (const locale of LOCALES) {
    text(`data.${locale}.title`, values.data[locale].title, MULTIMEDIA_LIMITS.title, true);
    text(`data.${locale}.description`, values.data[locale].description, MULTIMEDIA_LIMITS.description, false);
  }
  if (attempted && !values.category) found.push({ field: 'category', kind: 'required' });
  if (fromLocalInput(values.publishedAt) === null) found.push({ field: 'publishedAt', kind: 'date' });
  if (values.kind === 'video') {
    if (attempted && !values.src) found.push({ field: 'src', kind: 'required' });
    if (attempted && !values.poster) found.push({ field: 'poster', kind: 'required' });
    const seconds = parseDuration(values.duration);
    if (values.duration.trim() === '') {
      if (attempted) found.push({ field: 'durationSeconds', kind: 'required' });
    } else if (seconds === null || seconds < 1 || seconds > MULTIMEDIA_LIMITS.durationSeconds) found.push({ field: 'durationSeconds', kind: 'duration' });
    return found;
  }
  if (attempted && values.pictures.length < MULTIMEDIA_LIMITS.minPictures) found.push({ field: 'pictures', kind: 'tooFewPictures' });
  values.pictures.forEach((picture: GalleryPictureInput, n) => {
    for (const locale of LOCALES) {
      text(`pictures.${n}.data.${locale}.caption`, picture.data[locale].caption, MULTIMEDIA_LIMITS.caption, true);
      text(`pictures.${n}.data.${locale}.credit`, picture.data[locale].credit ?? '', MULTIMEDIA_LIMITS.credit, false);
    }
  });
  return found;
}

/** A field a conflict shows side by side (a title and a description per language). */
export interface MultimediaDifference {
  readonly field: 'title' | 'description' | 'section' | 'publishedAt' | 'video' | 'poster' | 'duration' | 'pictures';
  readonly locale?: Locale;
}

/** What the form is based on: the item (null while new) and the version it was read at. */
export const MultimediaBase = object({ item: nullable(string()), version: nullable(integer()) });
export type MultimediaBase = typeof MultimediaBase.TYPE;

const VIDEO_FIELDS: readonly DeskField<MultimediaValues, MultimediaDifference>[] = [
  { at: { field: 'video' }, read: (values) => (values.kind === 'video' ? values.src : '') },
  { at: { field: 'poster' }, read: (values) => (values.kind === 'video' ? (values.poster?.path ?? '') : '') },
  { at: { field: 'duration' }, read: (values) => (values.kind === 'video' ? values.duration : '') },
];

const GALLERY_FIELDS: readonly DeskField<MultimediaValues, MultimediaDifference>[] = [
  {
    at: { field: 'pictures' },
    // The pictures by their file names, in order, with their captions: a reorder or a new caption differs.
    read: (values) =>
      values.kind === 'gallery'
        ? values.pictures.map((picture) => [picture.image.path.split('/').pop() ?? '', ...LOCALES.map((locale) => picture.data[locale].caption)].join(' · ')).join('\n')
        : '',
  },
];

/** The fields a conflict shows side by side, in the form's order: their kind's files or pictures last. */
export const multimediaFields = (theirs: MultimediaValues): DeskField<MultimediaValues, MultimediaDifference>[] => [
  ...LOCALES.flatMap((locale): DeskField<MultimediaValues, MultimediaDifference>[] => [
    { at: { field: 'title', locale }, read: (values) => values.data[locale].title },
    { at: { field: 'description', locale }, read: (values) => values.data[locale].description },
  ]),
  { at: { field: 'section' }, read: (values) => [values.category, values.subcategory ?? ''].join(' / ') },
  { at: { field: 'publishedAt' }, read: (values) => values.publishedAt },
  ...(theirs.kind === 'video' ? VIDEO_FIELDS : GALLERY_FIELDS),
];
