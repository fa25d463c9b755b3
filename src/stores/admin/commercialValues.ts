/**
 * The commercial setup's form values and their checks (pure): what the editor types, how it becomes the
 * contract's `CommercialInput`, and what is wrong with it, field by field. The server checks the same rules.
 */
import { COMMERCIAL_LIMITS, isSponsorLink, SECTION_PAGE_TYPES, type AdminCommercialBlock, type CommercialInput, type CommercialText } from '../../../contracts/adminCommercial';
import { LOCALES, mapLocales, type ImageRef, type Locale } from '../../../contracts/common';
import type { CommercialBlock, PageType } from '../../../contracts/content';

export const TEXT_FIELDS = ['title', 'text', 'cta'] as const;
export type CommercialTextField = (typeof TEXT_FIELDS)[number];

/** The form as typed: dates are calendar days in the editor's time zone ('' for none). */
export interface CommercialValues {
  readonly pageType: PageType;
  /** '' for every section. */
  readonly categoryId: string;
  readonly position: CommercialBlock['position'];
  readonly href: string;
  readonly image: ImageRef | null;
  readonly locales: readonly Locale[];
  readonly data: Readonly<Record<Locale, CommercialText>>;
  /** 'YYYY-MM-DD': shown from the start of this day. */
  readonly startDate: string;
  /** 'YYYY-MM-DD': shown to the end of this day. */
  readonly endDate: string;
}

export type CommercialFieldPath = 'href' | 'image' | 'locales' | 'categoryId' | 'startDate' | 'endDate' | `data.${Locale}.${CommercialTextField}`;

export type CommercialProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'tooLong'; readonly max: number }
  | { readonly kind: 'linkInvalid' }
  | { readonly kind: 'noLocale' }
  | { readonly kind: 'imageRequired' }
  | { readonly kind: 'endBeforeStart' }
  | { readonly kind: 'dateInvalid' };

const emptyText = (): CommercialText => ({ title: '', text: '', cta: '' });

export function blankValues(pageType: PageType): CommercialValues {
  return {
    pageType,
    categoryId: '',
    position: 'inline',
    href: '',
    image: null,
    locales: [...LOCALES],
    data: mapLocales(emptyText),
    startDate: '',
    endDate: '',
  };
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The moment a calendar day starts in the editor's time zone; null for '' or a day that does not exist. */
export function startOfDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const moment = new Date(year, month, date);
  // 2027-02-30 would roll over into March: not a day anyone meant.
  return moment.getFullYear() === year && moment.getMonth() === month && moment.getDate() === date ? moment : null;
}

/** The calendar day of a moment in the editor's time zone. */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The block's values in the form: the end is stored as the next day's start (exclusive), shown as its last day. */
export function valuesOf(block: AdminCommercialBlock): CommercialValues {
  const end = block.endAt ? new Date(Date.parse(block.endAt) - 1) : null;
  return {
    pageType: block.pageType,
    categoryId: block.categoryId ?? '',
    position: block.position,
    href: block.href,
    image: block.image,
    locales: LOCALES.filter((locale) => block.locales.includes(locale)),
    data: block.data,
    startDate: block.startAt ? dayOf(new Date(block.startAt)) : '',
    endDate: end ? dayOf(end) : '',
  };
}

/** What the form sends; call only when `problemsOf` finds none (the picture is there, the dates are days). */
export function inputOf(values: CommercialValues): CommercialInput {
  if (!values.image) throw new Error('a block is sent with its picture');
  const start = startOfDay(values.startDate);
  const lastDay = startOfDay(values.endDate);
  // The end date is the last day shown: the block goes at the start of the day after.
  const end = lastDay ? new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1) : null;
  return {
    pageType: values.pageType,
    categoryId: SECTION_PAGE_TYPES.includes(values.pageType) && values.categoryId ? values.categoryId : null,
    position: values.position,
    href: values.href.trim(),
    image: values.image,
    locales: LOCALES.filter((locale) => values.locales.includes(locale)),
    data: mapLocales((locale) => trimmed(values.data[locale])),
    startAt: start ? start.toISOString() : null,
    endAt: end ? end.toISOString() : null,
  };
}

const trimmed = (text: CommercialText): CommercialText => ({ title: text.title.trim(), text: text.text.trim(), cta: text.cta.trim() });

/**
 * Every problem of the values, by field. `required` ones (a missing text, picture, language) are for after a
 * save was tried; the others show as one types.
 */
export function problemsOf(values: CommercialValues): Map<CommercialFieldPath, CommercialProblem> {
  const problems = new Map<CommercialFieldPath, CommercialProblem>();
  if (values.locales.length === 0) problems.set('locales', { kind: 'noLocale' });
  for (const locale of LOCALES) {
    for (const field of TEXT_FIELDS) {
      const value = values.data[locale][field];
      const max = COMMERCIAL_LIMITS[field];
      if (value.length > max) problems.set(`data.${locale}.${field}`, { kind: 'tooLong', max });
      else if (values.locales.includes(locale) && value.trim() === '') problems.set(`data.${locale}.${field}`, { kind: 'required' });
    }
  }
  if (values.href.trim() === '') problems.set('href', { kind: 'required' });
  else if (values.href.length > COMMERCIAL_LIMITS.href) problems.set('href', { kind: 'tooLong', max: COMMERCIAL_LIMITS.href });
  else if (!isSponsorLink(values.href)) problems.set('href', { kind: 'linkInvalid' });
  if (!values.image) problems.set('image', { kind: 'imageRequired' });
  if (values.startDate && !startOfDay(values.startDate)) problems.set('startDate', { kind: 'dateInvalid' });
  if (values.endDate && !startOfDay(values.endDate)) problems.set('endDate', { kind: 'dateInvalid' });
  if (values.startDate && values.endDate && values.endDate < values.startDate && !problems.has('startDate') && !problems.has('endDate')) {
    problems.set('endDate', { kind: 'endBeforeStart' });
  }
  return problems;
}

/** Problems that wait for a save to be tried before they show: an empty form is not an error yet. */
export function waitsForSave(problem: CommercialProblem): boolean {
  return problem.kind === 'required' || problem.kind === 'imageRequired' || problem.kind === 'noLocale';
}

export function sameValues(a: CommercialValues, b: CommercialValues): boolean {
  return JSON.stringify(comparedValues(a)) === JSON.stringify(comparedValues(b));
}

/** The values as two copies are compared: the languages in the site's order, whichever order they were ticked in. */
export const comparedValues = (values: CommercialValues) => ({ ...values, locales: LOCALES.filter((locale) => values.locales.includes(locale)) });

/** Where a block is in its dates now: on the site, waiting for its start, or over. */
export function scheduleOf(block: AdminCommercialBlock, now: number): 'current' | 'upcoming' | 'ended' {
  if (block.startAt && Date.parse(block.startAt) > now) return 'upcoming';
  if (block.endAt && Date.parse(block.endAt) <= now) return 'ended';
  return 'current';
}
