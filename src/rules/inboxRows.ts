/**
 * The desk's inbox over the two tables readers write to (contact messages and contributions): an item's id says
 * nothing of its table, so both are asked. Items are read in batches: one query per kind of row, whatever the count.
 */
import { listInbox, type InboxDraft, type InboxEvent, type InboxItem, type InboxKind, type InboxState } from '../../contracts/adminInbox';
import { LOCALES, roleAllows, type Locale } from '../../contracts/common';
import type { Reader } from './ports';
import type { Row } from './schema';
import { roleOf } from './sessions';

export type InboxTable = 'contactMessage' | 'contribution';
/** Both tables have the same columns. */
export type InboxRow = Row<'contactMessage'>;

export interface Located {
  readonly table: InboxTable;
  readonly row: InboxRow;
}

const KIND: Record<InboxTable, InboxKind> = { contactMessage: 'message', contribution: 'contribution' };

/** What a newly sent message or contribution keeps for the inbox. */
export function NEW_IN_INBOX(locale: Locale | undefined) {
  return { locale: locale ?? 'en', state: 'new', replied: false, assignedTo: '' } as const;
}

/** Rows kept before the inbox existed say neither: they are new, in English. */
export const stateOf = (row: InboxRow): InboxState => (row.state || 'new') as InboxState;
/** The reader's language; English for rows that never said. */
export const localeOf = (row: InboxRow): Locale => ((LOCALES as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'en');

export async function locate(store: Reader, id: string): Promise<Located | null> {
  const message = await store.get('contactMessage', id);
  if (message) return { table: 'contactMessage', row: message };
  const contribution = await store.get('contribution', id);
  return contribution ? { table: 'contribution', row: contribution } : null;
}

/** Everything in the inbox, newest first (the same millisecond: the greater id first). */
export async function everything(store: Reader): Promise<Located[]> {
  const order = { orderBy: [['createdAt', 'desc'], ['id', 'desc']] } as const;
  const [messages, contributions] = await Promise.all([store.find('contactMessage', {}, order), store.find('contribution', {}, order)]);
  const all = [
    ...messages.map((row) => ({ table: 'contactMessage' as const, row })),
    ...contributions.map((row) => ({ table: 'contribution' as const, row })),
  ];
  return all.sort((a, b) => b.row.createdAt - a.row.createdAt || (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0));
}

export const kindOf = (item: Located): InboxKind => KIND[item.table];

function eventOf(row: Row<'inboxEvent'>): InboxEvent {
  const event: InboxEvent = { action: row.action as InboxEvent['action'], by: row.byName, at: new Date(row.at).toISOString() };
  if (row.action === 'assigned') return { ...event, assignee: row.detail };
  if (row.action === 'replied') {
    const { subject, text } = JSON.parse(row.detail) as { subject: string; text: string };
    return { ...event, reply: { subject, text } };
  }
  return event;
}

/** The items as the desk shows them: their files, their history and who they are assigned to. */
export async function itemsOf(store: Reader, located: readonly Located[]): Promise<InboxItem[]> {
  if (located.length === 0) return [];
  const ids = located.map((item) => item.row.id);
  const contributionIds = located.filter((item) => item.table === 'contribution').map((item) => item.row.id);
  const articleIds = located.map(({ row }) => (row as { articleId?: string }).articleId ?? '').filter(Boolean);
  const [files, events, admins, articles] = await Promise.all([
    contributionIds.length === 0 ? [] : store.find('contributionFile', { contributionId: { in: contributionIds } }, { orderBy: [['id', 'asc']] }),
    store.find('inboxEvent', { itemId: { in: ids } }, { orderBy: [['at', 'asc'], ['id', 'asc']] }),
    editorsOf(store),
    articleIds.length === 0 ? [] : store.find('article', { id: { in: articleIds } }, { columns: ['id', 'adminDoc'] }),
  ]);
  return located.map(({ table, row }) => {
    const assignee = admins.find((admin) => admin._id === row.assignedTo) ?? null;
    return {
      _id: row.id,
      kind: KIND[table],
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      comment: row.comment,
      locale: localeOf(row),
      createdAt: new Date(row.createdAt).toISOString(),
      state: stateOf(row),
      assignee,
      files: files
        .filter((file) => file.contributionId === row.id && file.fileKey)
        .map((file) => ({ _id: file.id, name: file.name, size: file.size, type: file.type })),
      history: events.filter((event) => event.itemId === row.id).map(eventOf),
      draft: draftOf(row, events, articles),
    };
  });
}

/**
 * The story a contribution started (docs/decisions/104), its title now in the reader's language, and the files
 * its drafted record says the library did not take; null when none was started or the story has been deleted.
 */
function draftOf(row: InboxRow, events: readonly Row<'inboxEvent'>[], articles: readonly Pick<Row<'article'>, 'id' | 'adminDoc'>[]): InboxDraft | null {
  const articleId = (row as { articleId?: string }).articleId ?? '';
  const article = articleId ? articles.find((each) => each.id === articleId) : undefined;
  if (!article) return null;
  const data = (JSON.parse(article.adminDoc) as { data?: Partial<Record<Locale, { title?: string }>> }).data;
  const drafted = events.filter((event) => event.itemId === row.id && event.action === 'drafted').at(-1);
  const detail = drafted ? (JSON.parse(drafted.detail) as { articleId: string; notTaken: InboxDraft['notTaken'] }) : null;
  return { _id: article.id, title: data?.[localeOf(row)]?.title ?? '', notTaken: detail?.articleId === article.id ? detail.notTaken : [] };
}

/** Every editor whose role works the inbox, by name: whom an item can be given to (not contributors). */
export async function editorsOf(store: Reader): Promise<{ _id: string; name: string }[]> {
  const admins = await store.find('admin', {}, { orderBy: [['name', 'asc'], ['id', 'asc']], columns: ['id', 'name', 'role'] });
  return admins.filter((admin) => roleAllows(roleOf(admin), listInbox.role)).map((admin) => ({ _id: admin.id, name: admin.name }));
}
