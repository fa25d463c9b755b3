/**
 * Ours: the editors' desk's commercial setup (contracts/adminCommercial.ts, docs/decisions/042). The desk writes
 * the rows the reader's `getCommercial` reads (src/rules/commercialRows.ts): a change shows on the site at once.
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
import { adminBlockOf, columnsOf, rowsOf, type CommercialRow } from './commercialRows';
import { fail, ok, type Failure } from './outcome';
import type { Reader, Tx } from './ports';
import { rule } from './rule';

const TEXT_FIELDS = ['title', 'text', 'cta'] as const;

/** Every check an input must pass; the first failure, or null. */
async function checkInput(store: Reader, input: CommercialInput): Promise<Failure | null> {
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
    const known = await store.get('category', input.categoryId);
    if (!known || !SECTION_PAGE_TYPES.includes(input.pageType)) return fail(400, ADMIN_COMMERCIAL_ERRORS.unknownSection, 'categoryId');
  }
  return null;
}

/** The place after the last block of a page type. */
async function nextOrder(store: Reader, pageType: PageType): Promise<number> {
  return (await rowsOf(store, pageType)).reduce((last, row) => Math.max(last, row.order + 1), 0);
}

/** Closes the gap a block leaves in its page type's order. */
async function renumber(tx: Tx, pageType: PageType): Promise<void> {
  for (const [order, row] of (await rowsOf(tx, pageType)).entries()) {
    if (row.order !== order) await tx.update('commercialBlock', row.id, { order });
  }
}

export const adminCommercialRules = [
  rule(listAdminCommercial, async ({ query }, ports) => ok({ blocks: (await rowsOf(ports.store, query.pageType)).map(adminBlockOf) })),

  rule(createAdminCommercial, async ({ body, admin }, ports) => {
    // Its place is read in the same transaction as the row is written: two blocks added at once get two places.
    const made = await ports.store.transaction(async (tx): Promise<{ row: CommercialRow } | Failure> => {
      const refused = await checkInput(tx, body);
      if (refused) return refused;
      const id = ports.ids.id('com');
      const row = await tx.insert('commercialBlock', {
        id,
        ...columnsOf(body, id),
        order: await nextOrder(tx, body.pageType),
        enabled: true,
        version: 1,
        updatedAt: new Date(ports.clock.now()).toISOString(),
        updatedBy: admin?.name ?? '',
      });
      return { row };
    });
    if (!('row' in made)) return made;
    return ok({ block: adminBlockOf(made.row) }, 201);
  }),

  rule(saveAdminCommercial, async ({ query, body, admin }, ports) => {
    // A block moved to another page type leaves a gap there: the save and the renumbering are one change.
    const saved = await ports.store.transaction(async (tx): Promise<{ row: CommercialRow } | Failure> => {
      const row = await tx.get('commercialBlock', query.id);
      if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
      if (body.version !== row.version) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
      const refused = await checkInput(tx, body.block);
      if (refused) return refused;
      const moved = body.block.pageType !== row.pageType;
      const patch = {
        ...columnsOf(body.block, row.id),
        ...(moved ? { order: await nextOrder(tx, body.block.pageType) } : {}),
        version: row.version + 1,
        updatedAt: new Date(ports.clock.now()).toISOString(),
        updatedBy: admin?.name ?? '',
      };
      // Only while it is still the version the editor saw: of two saves from one version, one is kept.
      const updated = await tx.update('commercialBlock', row.id, patch, { version: row.version });
      if (!updated) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
      if (moved) await renumber(tx, row.pageType as PageType);
      return { row: updated };
    });
    if (!('row' in saved)) return saved;
    return ok({ block: adminBlockOf(saved.row) });
  }),

  rule(switchAdminCommercial, async ({ query, body, admin }, ports) => {
    const row = await ports.store.get('commercialBlock', query.id);
    if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    // On or off is not an edit of the block: no version is asked for, and none is counted up.
    const updated = await ports.store.update('commercialBlock', row.id, {
      enabled: body.enabled,
      updatedAt: new Date(ports.clock.now()).toISOString(),
      updatedBy: admin?.name ?? '',
    });
    if (!updated) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
    return ok({ block: adminBlockOf(updated) });
  }),

  rule(orderAdminCommercial, async ({ body }, ports) => {
    // Every block's place changes together, or none does.
    const ordered = await ports.store.transaction(async (tx): Promise<{ rows: CommercialRow[] } | Failure> => {
      const rows = await rowsOf(tx, body.pageType);
      const known = new Set(rows.map((row) => row.id));
      // Exactly the page type's blocks, each once: a list loaded before someone added or deleted one is refused,
      // not half applied.
      if (body.ids.length !== rows.length || new Set(body.ids).size !== body.ids.length || body.ids.some((id) => !known.has(id))) {
        return fail(409, ADMIN_COMMERCIAL_ERRORS.orderChanged, 'ids');
      }
      for (const [order, id] of body.ids.entries()) await tx.update('commercialBlock', id, { order });
      return { rows: await rowsOf(tx, body.pageType) };
    });
    if (!('rows' in ordered)) return ordered;
    return ok({ blocks: ordered.rows.map(adminBlockOf) });
  }),

  rule(deleteAdminCommercial, async ({ query }, ports) => {
    // The delete and the closing of its gap are one change.
    const refused = await ports.store.transaction(async (tx) => {
      const row = await tx.get('commercialBlock', query.id);
      if (!row) return fail(404, ADMIN_COMMERCIAL_ERRORS.notFound, 'id');
      if (query.version !== row.version) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
      // Only the version the editor saw: a save that came in between wins, and this delete is a conflict.
      const deleted = await tx.deleteWhere('commercialBlock', { id: row.id, version: query.version });
      if (deleted === 0) return fail(409, ADMIN_COMMERCIAL_ERRORS.versionConflict, 'version');
      await renumber(tx, row.pageType as PageType);
      return null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),
];
