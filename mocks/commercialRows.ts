/**
 * The one rule for what readers see of the commercial setup (docs/decisions/042): a block switched on, whose
 * dates include now, shown in the reader's language, in the editors' order. The desk's handlers and the reader's
 * `getCommercial` both go through these helpers, so the site shows an editor's change at once.
 */
import type { AdminCommercialBlock, CommercialInput } from '../contracts/adminCommercial';
import { LOCALES, type Locale } from '../contracts/common';
import type { CommercialBlock, PageType } from '../contracts/content';
import { SEED_EPOCH } from './clock';
import { db, docOf } from './db';

export type CommercialRow = NonNullable<ReturnType<typeof db.commercialBlock.findFirst>>;
/** A row's columns, as `create` takes them. */
type Columns = Parameters<typeof db.commercialBlock.create>[0] & Pick<CommercialRow, 'pageType' | 'categoryId' | 'doc' | 'locales' | 'startAt' | 'endAt'>;

export function localesOf(row: CommercialRow): Locale[] {
  return row.locales.split(',').filter((locale): locale is Locale => (LOCALES as readonly string[]).includes(locale));
}

/** A seeded block: switched on, in every language, with no dates, in the seed's order within its page type. */
export function seedCommercialRow(block: CommercialBlock, order: number): Columns {
  return {
    id: block._id,
    pageType: block.pageType,
    categoryId: block.categoryId ?? '',
    doc: JSON.stringify(block),
    order,
    enabled: true,
    locales: LOCALES.join(','),
    startAt: '',
    endAt: '',
    version: 1,
    updatedAt: new Date(SEED_EPOCH).toISOString(),
    updatedBy: '',
  };
}

/** The row's columns for an input (what create and save write). */
export function columnsOf(input: CommercialInput, id: string): Pick<Columns, 'pageType' | 'categoryId' | 'doc' | 'locales' | 'startAt' | 'endAt'> {
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
export function rowsOf(pageType: PageType): CommercialRow[] {
  return db.commercialBlock.findMany({ where: { pageType: { equals: pageType } } }).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/** Shown to a reader now: on, started (start inclusive), not ended (end exclusive), in that language when one is asked. */
export function isShown(row: CommercialRow, now: number, locale?: Locale): boolean {
  if (!row.enabled) return false;
  if (row.startAt && Date.parse(row.startAt) > now) return false;
  if (row.endAt && Date.parse(row.endAt) <= now) return false;
  return locale === undefined || localesOf(row).includes(locale);
}
