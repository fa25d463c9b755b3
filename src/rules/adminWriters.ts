/**
 * Ours: the desk's writers (contracts/adminWriters.ts, docs/decisions/099). The desk writes the `author` rows
 * getAuthors, the author pages and the bylines read: the reader's document (`doc`) is made from the desk's values on
 * every save, so a new bio shows on the next page read. Every slug a writer's page has had stays in `authorSlug`,
 * keyed by the slug: a slug is one writer's, current or old, and an old one answers with a permanent redirect
 * (findMovedAuthor, src/rules/content.ts).
 */
import { ALIAS_PATTERN } from '../../contracts/adminArticles';
import {
  ADMIN_WRITER_ERRORS,
  createAdminWriter,
  deleteAdminWriter,
  getAdminWriter,
  listAdminWriters,
  saveAdminWriter,
  type AdminWriter,
  type WriterInput,
  type WriterText,
} from '../../contracts/adminWriters';
import { isEmail, LOCALES, mapLocales, type Locale } from '../../contracts/common';
import type { Author } from '../../contracts/content';
import { personName } from '../../contracts/personName';
import { workingCopies } from './articleRows';
import { docOf } from './documents';
import { fail, ok, type Failure } from './outcome';
import { pictureImage, uploadedPicture } from './pictures';
import { isUniqueViolation, type Ports, type Reader, type Tx } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import { foldScripts } from './scriptFold';
import type { AdminRow } from './sessions';

type WriterRow = Row<'author'>;
type Texts = Record<Locale, WriterText>;

const DEFAULT_PAGE_SIZE = 20;
const IN_ORDER = { orderBy: [['order', 'asc'], ['id', 'asc']] } as const;

/**
 * The desk's values of a row: its own, or (a writer from before the desk) read from the reader's document, the
 * whole name as one part, as personName shows a name of one part.
 */
function textsOf(row: WriterRow): Texts {
  if (row.names) return JSON.parse(row.names) as Texts;
  const author = docOf<Author>(row);
  return mapLocales((locale) => ({ firstName: author.data[locale].name, lastName: '', bio: author.data[locale].bio, portraitAlt: author.data[locale].portraitAlt ?? '' }));
}

/** How many articles each writer has (drafts and scheduled ones too). */
async function articleCounts(store: Reader): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { copy } of await workingCopies(store)) counts.set(copy.authorId, (counts.get(copy.authorId) ?? 0) + 1);
  return counts;
}

async function oldSlugsOf(store: Reader, ids: readonly string[]): Promise<Map<string, string[]>> {
  const rows = ids.length > 0 ? await store.find('authorSlug', { authorId: { in: [...ids] } }, { orderBy: [['createdAt', 'desc'], ['slug', 'asc']] }) : [];
  const slugs = new Map<string, string[]>();
  for (const row of rows) slugs.set(row.authorId, [...(slugs.get(row.authorId) ?? []), row.slug]);
  return slugs;
}

async function writersOf(store: Reader, rows: readonly WriterRow[]): Promise<AdminWriter[]> {
  const [counts, slugs] = await Promise.all([articleCounts(store), oldSlugsOf(store, rows.map((row) => row.id))]);
  return rows.map((row) => {
    const author = docOf<Author>(row);
    return {
      _id: row.id,
      slug: author.slug,
      version: row.version,
      data: textsOf(row),
      ...(author.avatar ? { avatar: author.avatar } : {}),
      email: row.email,
      active: author.active !== false,
      articles: counts.get(row.id) ?? 0,
      oldSlugs: (slugs.get(row.id) ?? []).filter((slug) => slug !== author.slug),
    };
  });
}

async function answerWriter(store: Reader, row: WriterRow) {
  const [writer] = await writersOf(store, [row]);
  return { writer: writer! };
}

const words = (query: string | undefined) => foldScripts((query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);

function matches(writer: AdminWriter, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const names = LOCALES.flatMap((locale) => {
    const { firstName, lastName } = writer.data[locale];
    return [personName({ firstName, lastName }), `${lastName}${firstName}`];
  });
  const text = foldScripts([...names, writer.slug, ...writer.oldSlugs, writer.email].join(' ').toLowerCase());
  return wanted.every((word) => text.includes(word));
}

/** Names and texts as kept: without the spaces around them. */
function tidy(data: Texts): Texts {
  return mapLocales((locale) => {
    const text = data[locale];
    return { firstName: text.firstName.trim(), lastName: text.lastName.trim(), bio: text.bio.trim(), portraitAlt: text.portraitAlt.trim() };
  });
}

/** The reader's Author made from the desk's values. */
function authorOf(id: string, input: WriterInput): Author {
  const data = tidy(input.data);
  return {
    _id: id,
    slug: input.slug,
    data: mapLocales((locale) => {
      const { firstName, lastName, bio, portraitAlt } = data[locale];
      return { name: personName({ firstName, lastName }), bio, ...(input.avatar && portraitAlt ? { portraitAlt } : {}) };
    }),
    ...(input.avatar ? { avatar: input.avatar } : {}),
    ...(input.active ? {} : { active: false }),
  };
}

/** The values' own checks, then the portrait (an upload, or the one the writer has); the first failure, or null. */
async function checkWriter(store: Reader, input: WriterInput, current: Author | null): Promise<Failure | null> {
  for (const locale of LOCALES) {
    const { firstName, lastName } = input.data[locale];
    if (!firstName.trim() && !lastName.trim()) return fail(400, ADMIN_WRITER_ERRORS.nameRequired, `data.${locale}.lastName`);
  }
  if (!ALIAS_PATTERN.test(input.slug)) return fail(400, ADMIN_WRITER_ERRORS.slugInvalid, 'slug');
  const email = input.email.trim();
  if (email && !isEmail(email)) return fail(400, ADMIN_WRITER_ERRORS.emailInvalid, 'email');
  const avatar = input.avatar;
  if (avatar && avatar.path !== current?.avatar?.path && !(await uploadedPicture(store, avatar.path))) {
    return fail(400, ADMIN_WRITER_ERRORS.unknownPicture, 'avatar');
  }
  return null;
}

/** The row's columns for these values (the portrait as the server knows it: its size and renditions). */
async function columnsOf(store: Reader, id: string, input: WriterInput, current: Author | null, admin: AdminRow | null, now: number) {
  const picture = input.avatar && input.avatar.path !== current?.avatar?.path ? await uploadedPicture(store, input.avatar.path) : null;
  const avatar = picture ? pictureImage(picture) : input.avatar;
  const kept = { ...input, email: input.email.trim(), ...(avatar ? { avatar } : {}) };
  return {
    doc: JSON.stringify(authorOf(id, kept)),
    names: JSON.stringify(tidy(input.data)),
    email: kept.email,
    updatedAt: new Date(now).toISOString(),
    updatedBy: admin?.name ?? '',
  };
}

/** Another writer's slug, current or old, is refused; a free one or the writer's own (an old one back) is not. */
async function slugRefused(tx: Tx, authorId: string, slug: string): Promise<Failure | null> {
  const held = await tx.get('authorSlug', slug);
  return held && held.authorId !== authorId ? fail(409, ADMIN_WRITER_ERRORS.slugTaken, 'slug') : null;
}

/** Records `slug` as the writer's newest (after their row: the key refers to it). The key decides a race. */
async function recordSlug(tx: Tx, authorId: string, slug: string, now: number): Promise<void> {
  const createdAt = new Date(now).toISOString();
  if (await tx.get('authorSlug', slug)) await tx.update('authorSlug', slug, { createdAt });
  else await tx.insert('authorSlug', { slug, authorId, createdAt });
}

/** A transaction's refusal, or a slug taken in a race the key decided. */
async function writing<R>(ports: Ports, work: (tx: Tx) => Promise<R | Failure>): Promise<R | Failure> {
  try {
    return await ports.store.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'authorSlug')) return fail(409, ADMIN_WRITER_ERRORS.slugTaken, 'slug');
    throw error;
  }
}

export const adminWriterRules = [
  rule(listAdminWriters, async ({ query }, ports) => {
    const writers = await writersOf(ports.store, await ports.store.find('author', {}, IN_ORDER));
    const wanted = words(query.query);
    const listed = writers.filter((writer) => matches(writer, wanted));
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return ok({ items: listed.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: listed.length });
  }),

  rule(getAdminWriter, async ({ query }, ports) => {
    const row = await ports.store.get('author', query.id);
    return row ? ok(await answerWriter(ports.store, row)) : fail(404, ADMIN_WRITER_ERRORS.notFound, 'id');
  }),

  rule(createAdminWriter, async ({ body, admin }, ports) => {
    const now = ports.clock.now();
    const made = await writing(ports, async (tx) => {
      const refused = await checkWriter(tx, body, null);
      if (refused) return refused;
      const id = ports.ids.id('aut');
      const taken = await slugRefused(tx, id, body.slug);
      if (taken) return taken;
      const last = (await tx.first('author', {}, { orderBy: [['order', 'desc'], ['id', 'desc']] }))?.order ?? -1;
      const row = await tx.insert('author', { id, order: last + 1, version: 1, ...(await columnsOf(tx, id, body, null, admin, now)) });
      await recordSlug(tx, id, body.slug, now);
      return { row };
    });
    if (!('row' in made)) return made;
    return ok(await answerWriter(ports.store, made.row), 201);
  }),

  rule(saveAdminWriter, async ({ query, body, admin }, ports) => {
    const now = ports.clock.now();
    const saved = await writing(ports, async (tx) => {
      const row = await tx.get('author', query.id);
      if (!row) return fail(404, ADMIN_WRITER_ERRORS.notFound, 'id');
      if (body.version !== row.version) return fail(409, ADMIN_WRITER_ERRORS.versionConflict, 'version');
      const current = docOf<Author>(row);
      const refused = await checkWriter(tx, body.writer, current);
      if (refused) return refused;
      // The old slug stays the writer's: readers' links and search engines keep finding the page.
      const moved = body.writer.slug !== current.slug;
      const taken = moved ? await slugRefused(tx, row.id, body.writer.slug) : null;
      if (taken) return taken;
      const patch = { version: row.version + 1, ...(await columnsOf(tx, row.id, body.writer, current, admin, now)) };
      // Only while it is still the version the editor saw: of two saves from one version, one is kept.
      const updated = await tx.update('author', row.id, patch, { version: row.version });
      if (!updated) return fail(409, ADMIN_WRITER_ERRORS.versionConflict, 'version');
      if (moved) await recordSlug(tx, row.id, body.writer.slug, now);
      return { row: updated };
    });
    if (!('row' in saved)) return saved;
    return ok(await answerWriter(ports.store, saved.row));
  }),

  rule(deleteAdminWriter, async ({ query }, ports) => {
    const refused = await ports.store.transaction(async (tx) => {
      const row = await tx.get('author', query.id);
      if (!row) return fail(404, ADMIN_WRITER_ERRORS.notFound, 'id');
      // Their articles would lose their byline (and the article editor its author): they are made inactive.
      if ((await articleCounts(tx)).get(row.id)) return fail(409, ADMIN_WRITER_ERRORS.hasArticles, 'id');
      await tx.deleteWhere('authorSlug', { authorId: row.id });
      await tx.delete('author', row.id);
      return null;
    });
    return refused ?? ok({ status: 'deleted' });
  }),
];
