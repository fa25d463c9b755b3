/**
 * Ours: a contribution starts a draft story (contracts/adminInbox.ts startDraftFromContribution, docs/decisions/104).
 * The reader's text becomes the draft's title and paragraphs — escaped, never markup — in the language they wrote
 * from; each attached file the media library takes by its own rule (keepMedia) becomes a library item whose
 * source is the contribution, the first picture the cover; the rest stay attachments, each with the library's
 * reason. The claim on the contribution comes first in the transaction: of two editors pressing at once, one
 * writes the story and the other is answered with it.
 */
import { INBOX_ERRORS, type InboxDraft } from '../../contracts/adminInbox';
import type { ArticleInput, ArticleLocaleText } from '../../contracts/adminArticles';
import { ARTICLE_LIMITS } from '../../contracts/adminArticles';
import { mapLocales, type Locale } from '../../contracts/common';
import type { Author, Category } from '../../contracts/content';
import { personName } from '../../contracts/personName';
import { keepMedia, libraryItemFor, type KeptFile } from './adminMedia';
import { insertDraft } from './adminArticles';
import type { InboxRow } from './inboxRows';
import type { Ports, Reader, Tx } from './ports';
import type { Row } from './schema';
import type { AdminRow } from './sessions';

/** How long a title taken from the reader's first line may be before it is cut (an editor writes the real one). */
const TITLE_LENGTH = 120;

type NotTaken = InboxDraft['notTaken'][number];

/** What the drafted event keeps: the story, and the files the library did not take. */
export interface DraftedDetail {
  readonly articleId: string;
  readonly notTaken: readonly NotTaken[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The reader's first line, as a working title: whole if short, else cut at a word (or a character) with "…". */
export function draftTitle(text: string): string {
  const line = text.trim().split(/\r?\n/)[0]?.trim() ?? '';
  const limit = Math.min(TITLE_LENGTH, ARTICLE_LIMITS.title) - 1;
  if (line.length <= limit + 1) return line;
  const cut = line.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The reader's text as paragraphs: a blank line parts them, a single line break stays one; every character text. */
export function draftBody(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map((line) => escapeHtml(line.trim())).join('<br>')}</p>`)
    .join('');
}

const blankText = (): ArticleLocaleText => ({ title: '', standfirst: '', body: '', imageAlt: '' });

/**
 * The writer credited: the desk's writer with the sender's address (a writer of ours who contributed), else the
 * first active writer, as a new article from the desk starts with; the first article section, likewise.
 */
async function byline(store: Reader, email: string): Promise<{ category: string; authorId: string }> {
  const [categories, authors] = await Promise.all([
    store.find('category', undefined, { orderBy: [['order', 'asc'], ['id', 'asc']] }),
    store.find('author', undefined, { orderBy: [['order', 'asc'], ['id', 'asc']] }),
  ]);
  const category = categories.find((row) => (JSON.parse(row.doc) as Category).kind === 'articles') ?? categories[0];
  const active = authors.filter((row) => (JSON.parse(row.doc) as Author).active !== false);
  const own = email ? active.find((row) => row.email.trim().toLowerCase() === email.trim().toLowerCase()) : undefined;
  return { category: category?.id ?? '', authorId: (own ?? active[0] ?? authors[0])?.id ?? '' };
}

/** The contribution's files put to the library's rule, outside any transaction (kept by content: a retry reuses them). */
export async function keepContributionFiles(
  ports: Ports,
  contributionId: string,
  editor: string,
): Promise<{ kept: { readonly file: KeptFile; readonly name: string }[]; notTaken: NotTaken[] }> {
  const files = await ports.store.find('contributionFile', { contributionId }, { orderBy: [['id', 'asc']] });
  const kept: { file: KeptFile; name: string }[] = [];
  const notTaken: NotTaken[] = [];
  for (const file of files.filter((row) => row.fileKey)) {
    const stored = await ports.files.get(file.fileKey);
    if (!stored) {
      notTaken.push({ _id: file.id, name: file.name, reason: INBOX_ERRORS.fileNotFound });
      continue;
    }
    const result = await keepMedia(ports, stored.bytes, file.name, editor);
    if ('kind' in result) notTaken.push({ _id: file.id, name: file.name, reason: result.message as NotTaken['reason'] });
    else kept.push(result);
  }
  return { kept, notTaken };
}

/** Within the claiming transaction: the library items (credited to the reader, sourced to the contribution) and the draft. */
export async function writeDraft(
  ports: Ports,
  tx: Tx,
  row: InboxRow,
  locale: Locale,
  articleId: string,
  kept: readonly { readonly file: KeptFile; readonly name: string }[],
  admin: AdminRow | null,
): Promise<Row<'article'>> {
  const editor = admin?.name ?? '';
  const credit = personName(row);
  for (const { file, name } of kept) await libraryItemFor(ports, file, name, editor, { store: tx, credit, sourceId: row.id });
  const cover = kept.find(({ file }) => file.kind === 'picture')?.file.image ?? null;
  const input: ArticleInput = {
    alias: '',
    ...(await byline(tx, row.email)),
    subcategory: null,
    image: cover,
    topics: [],
    data: mapLocales((each) =>
      each === locale ? { ...blankText(), title: draftTitle(row.comment), body: draftBody(row.comment), imageCredit: cover ? credit : '' } : blankText(),
    ),
  };
  return insertDraft(ports, tx, input, admin, articleId);
}
