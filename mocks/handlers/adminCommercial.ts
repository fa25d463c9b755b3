/**
 * Ours: the editors' desk's commercial setup (contracts/adminCommercial.ts, docs/decisions/042). The desk writes
 * the rows the reader's `getCommercial` reads (mocks/commercialRows.ts): a change shows on the site at once.
 * Pictures come through the articles' upload (`uploadAdminImage`).
 */
import {
  ADMIN_COMMERCIAL_ERRORS,
  createAdminCommercial,
  deleteAdminCommercial,
  isSponsorLink,
  listAdminCommercial,
  orderAdminCommercial,
  saveAdminCommercial,
  SECTION_PAGE_TYPES,
  switchAdminCommercial,
  type CommercialInput,
} from '../../contracts/adminCommercial';
import type { PageType } from '../../contracts/content';
import { mockNow } from '../clock';
import { adminBlockOf, columnsOf, rowsOf, type CommercialRow } from '../commercialRows';
import { db, newId } from '../db';
import { fail, handle, ok, type Outcome } from '../respond';

const TEXT_FIELDS = ['title', 'text', 'cta'] as const;

const now = () => new Date(mockNow()).toISOString();

function findRow(id: string): CommercialRow | null {
  return db.commercialBlock.findFirst({ where: { id: { equals: id } } });
}

/** Every check an input must pass; the first failure, or null. */
function checkInput(input: CommercialInput): Outcome<never> | null {
  if (input.locales.length === 0) return fail(400, ADMIN_COMMERCIAL_ERRORS.noLocale, 'locales');
  for (const locale of input.locales) {
    for (const field of TEXT_FIELDS) {
      if (input.data[locale][field].trim() === '') return fail(400, ADMIN_COMMERCIAL_ERRORS.textMissing, `data.${locale}.${field}`);
    }
  }
  if (!isSponsorLink(input.href)) return fail(400, ADMIN_COMMERCIAL_ERRORS.linkInvalid, 'href');
  if (input.startAt && input.endAt && Date.parse(input.endAt) <= Date.parse(input.startAt)) {
    return fail(400, ADMIN_COMMERCIAL_ERRORS.endBeforeStart, 'endAt');
  }
  if (input.categoryId !== null) {
    const known = db.category.findFirst({ where: { id: { equals: input.categoryId } } });
    if (!known || !SECTION_PAGE_TYPES.includes(input.pageType)) return fail(400, ADMIN_COMMERCIAL_ERRORS.unknownSection, 'categoryId');
  }
  return null;
}

/** The place after the last block of a page type. */
function nextOrder(pageType: PageType): number {
  return rowsOf(pageType).reduce((last, row) => Math.max(last, row.order + 1), 0);
}

/** Closes the gap a block leaves in its page type's order. */
function renumber(pageType: PageType): void {
  rowsOf(pageType).forEach((row, order) => {
    if (row.order !== order) db.commercialBlock.update({ where: { id: { equals: row.id } }, data: { order } });
  });
}

export const adminCommercialHandlers = [
  handle(listAdminCommercial, ({ query }) => ok({ blocks: rowsOf(query.pageType).map(adminBlockOf) })),

  handle(createAdminCommercial, ({ body, admin }) => {
    const refused = checkInput(body);
    if (refused) return refused;
    const id = newId('com');
    const row = db.commercialBlock.create({
      id,
      ...columnsOf(body, id),
      order: nextOrder(body.pageType),
      enabled: true,
      version: 1,
      updatedAt: now(),
      updatedBy: admin?.name ?? '',
    });
    return ok({ block: adminBlockOf(row) }, 201);
  }),

  handle(saveAdminCommercial, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    if (body.version !== row.version) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
    const refused = checkInput(body.block);
    if (refused) return refused;
    const moved = body.block.pageType !== row.pageType;
    const updated = db.commercialBlock.update({
      where: { id: { equals: row.id } },
      data: {
        ...columnsOf(body.block, row.id),
        ...(moved ? { order: nextOrder(body.block.pageType) } : {}),
        version: row.version + 1,
        updatedAt: now(),
        updatedBy: admin?.name ?? '',
      },
    });
    if (!updated) throw new Error(`block ${row.id} vanished while it was saved`);
    if (moved) renumber(row.pageType as PageType);
    return ok({ block: adminBlockOf(updated) });
  }),

  handle(switchAdminCommercial, ({ query, body, admin }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    const updated = db.commercialBlock.update({
      where: { id: { equals: row.id } },
      data: { enabled: body.enabled, updatedAt: now(), updatedBy: admin?.name ?? '' },
    });
    if (!updated) throw new Error(`block ${row.id} vanished while it was switched`);
    return ok({ block: adminBlockOf(updated) });
  }),

  handle(orderAdminCommercial, ({ body }) => {
    const rows = rowsOf(body.pageType);
    const known = new Set(rows.map((row) => row.id));
    // Exactly the page type's blocks, each once: a list loaded before someone added or deleted one is refused,
    // not half applied.
    if (body.ids.length !== rows.length || new Set(body.ids).size !== body.ids.length || body.ids.some((id) => !known.has(id))) {
      return fail(409, ADMIN_COMMERCIAL_ERRORS.orderChanged, 'ids');
    }
    body.ids.forEach((id, order) => db.commercialBlock.update({ where: { id: { equals: id } }, data: { order } }));
    return ok({ blocks: rowsOf(body.pageType).map(adminBlockOf) });
  }),

  handle(deleteAdminCommercial, ({ query }) => {
    const row = findRow(query.id);
    if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    if (query.version !== row.version) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
    db.commercialBlock.delete({ where: { id: { equals: row.id } } });
    renumber(row.pageType as PageType);
    return ok({ status: 'deleted' });
  }),
];
