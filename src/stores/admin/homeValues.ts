/**
 * "Header & home"'s values and what is checked and compared in them (pure): both pages per locale as the editor
 * changes them, their problems as the server would find them, and the fields a conflict shows side by side.
 */
import { isPromoHref, PAGE_LIMITS, type AdminGeneralPage, type AdminMainPage, type GeneralPageInput, type MainPageInput } from '../../../contracts/adminPages';
import { LOCALES, mapLocales, type Locale } from '../../../contracts/common';
import type { DeskField } from './EditSession';

/** The editable copy of both pages, per locale; links are '' rather than missing, so two copies compare by value. */
export interface HomeValues {
  readonly general: Record<Locale, GeneralPageInput>;
  readonly main: Record<Locale, MainPageInput>;
}

export type LinkField = 'headerLink1Href' | 'headerLink1Text';
/** A field the screen shows a message under: `${locale}.${field}`. */
export type HomeField = `${Locale}.${LinkField | 'audioTitle' | 'headerBanner' | 'audioFile'}`;

export type HomeProblem =
  | { readonly field: HomeField; readonly kind: 'hrefInvalid' | 'textRequired' | 'hrefRequired' | 'titleRequired' }
  | { readonly field: HomeField; readonly kind: 'tooLong'; readonly max: number };

/** Both pages as the server has them. */
export interface HomePages {
  readonly general: AdminGeneralPage;
  readonly main: AdminMainPage;
}

export type DifferenceAt = { readonly locale: Locale; readonly field: LinkField | 'headerBanner' | 'audioFile' | 'audioTitle' };
export type HomeDifference = DifferenceAt & { readonly theirs: string; readonly mine: string };

/** What a conflict compares, per locale: the banner and audio by their files, the link, the audio's title. */
export const HOME_FIELDS: readonly DeskField<HomeValues, DifferenceAt>[] = LOCALES.flatMap((locale) => [
  { at: { locale, field: 'headerBanner' }, read: (values: HomeValues) => values.general[locale].headerBanner[0]?.path ?? '' },
  { at: { locale, field: 'headerLink1Href' }, read: (values: HomeValues) => values.general[locale].headerLink1Href ?? '' },
  { at: { locale, field: 'headerLink1Text' }, read: (values: HomeValues) => values.general[locale].headerLink1Text ?? '' },
  { at: { locale, field: 'audioFile' }, read: (values: HomeValues) => values.main[locale].audioFile[0]?.path ?? '' },
  { at: { locale, field: 'audioTitle' }, read: (values: HomeValues) => values.main[locale].audioTitle },
]);

function generalValues(page: AdminGeneralPage): HomeValues['general'] {
  return mapLocales((locale) => {
    const data = page.data[locale];
    return { headerBanner: data.headerBanner, headerLink1Href: data.headerLink1Href ?? '', headerLink1Text: data.headerLink1Text ?? '' };
  });
}

function mainValues(page: AdminMainPage): HomeValues['main'] {
  return mapLocales((locale) => ({ audioFile: page.data[locale].audioFile, audioTitle: page.data[locale].audioTitle }));
}

export const pagesValues = (pages: HomePages): HomeValues => ({ general: generalValues(pages.general), main: mainValues(pages.main) });

/** Every message the values deserve now; the screen shows those about what is missing once a save was tried. */
export function homeProblems(values: HomeValues): HomeProblem[] {
  const problems: HomeProblem[] = [];
  for (const locale of LOCALES) {
    const href = values.general[locale].headerLink1Href ?? '';
    const text = values.general[locale].headerLink1Text ?? '';
    const title = values.main[locale].audioTitle;
    if (href.length > PAGE_LIMITS.linkHref) problems.push({ field: `${locale}.headerLink1Href`, kind: 'tooLong', max: PAGE_LIMITS.linkHref });
    else if (href.trim() !== '' && !isPromoHref(href)) problems.push({ field: `${locale}.headerLink1Href`, kind: 'hrefInvalid' });
    else if (href.trim() === '' && text.trim() !== '') problems.push({ field: `${locale}.headerLink1Href`, kind: 'hrefRequired' });
    if (text.length > PAGE_LIMITS.linkText) problems.push({ field: `${locale}.headerLink1Text`, kind: 'tooLong', max: PAGE_LIMITS.linkText });
    else if (href.trim() !== '' && text.trim() === '') problems.push({ field: `${locale}.headerLink1Text`, kind: 'textRequired' });
    if (title.length > PAGE_LIMITS.audioTitle) problems.push({ field: `${locale}.audioTitle`, kind: 'tooLong', max: PAGE_LIMITS.audioTitle });
    else if (values.main[locale].audioFile.length > 0 && title.trim() === '') problems.push({ field: `${locale}.audioTitle`, kind: 'titleRequired' });
  }
  return problems;
}

/** Shown as one types: a wrong address, a text over its limit. What is missing waits for a save (`attempted`). */
export const SHOWN_AT_ONCE: readonly HomeProblem['kind'][] = ['hrefInvalid', 'tooLong'];

