/**
 * The one rule for what readers see of the commercial setup (docs/decisions/042): a block switched on, whose
 * dates include now, shown in the reader's language, in the editors' order. The desk's rules and the reader's
 * `getCommercial` both go through these helpers, so the site shows an editor's change at once.
 */
import type { AdminCommercialBlock, CommercialInput } from '../../contracts/adminCommercial';
import { LOCALES, type Locale } from '../../contracts/common';
import type { CommercialBlock, PageType } from '../../contracts/content';
import { docOf } from './documents';
import type { Reader } from './ports';
import type { Row } from './schema';

export type CommercialRow = Row<'commercialBlock'>;
type Placed = Pick<CommercialRow, 'pageType' | 'categoryId' | 'doc' | 'locales' | 'startAt' | 'endAt'>;

export function localesOf(row: Pick<CommercialRow, 'locales'>): Locale[] {
  return row.locales.split(',').filter((locale): locale is Locale => (LOCALES as readonly string[]).includes(locale));
}

/** The row's columns for an input (what create and save write). */
export function columnsOf(input: CommercialInput, id: string): Placed {
  const doc: CommercialBlock = {
    _id: id,
    pageType: input.pageType,
    categoryId: input.categoryId,
    position: input.position,
    href: input.href,
    image: input.image,
    data: input.data,
  };
  return {
    pageType: input.pageType,
    categoryId: input.categoryId ?? '',
    doc: JSON.stringify(doc),
    // Kept in the site's order of languages, whatever order the editor ticked them in.
    locales: LOCALES.filter((locale) => input.locales.includes(locale)).join(','),
    startAt: input.startAt ?? '',
    endAt: input.endAt ?? '',
  };
}

export function adminBlockOf(row: CommercialRow): AdminCommercialBlock {
  const doc = docOf<CommercialBlock>(row);
  return {
    _id: row.id,
    version: row.version,
    order: row.order,
    enabled: row.enabled,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    pageType: doc.pageType,
    categoryId: doc.categoryId,
    position: doc.position,
    href: doc.href,
    image: doc.image,
    locales: localesOf(row),
    data: doc.data,
    startAt: row.startAt || null,
    endAt: row.endAt || null,
  };
}

/** A page type's rows in the editors' order. */
export function rowsOf(store: Reader, pageType: PageType): Promise<CommercialRow[]> {
  return store.find('commercialBlock', { pageType }, { orderBy: [['order', 'asc'], ['id', 'asc']] });
}

/** Shown to a reader now: on, started (start inclusive), not ended (end exclusive), in that language when one is asked. */
export function isShown(row: CommercialRow, now: number, locale?: Locale): boolean {
  if (!row.enabled) return false;
  if (row.startAt && Date.parse(row.startAt) > now) return false;
  if (row.endAt && Date.parse(row.endAt) <= now) return false;
  return locale === undefined || localesOf(row).includes(locale);
}
