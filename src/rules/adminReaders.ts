/**
 * Ours: the desk's readers (contracts/adminReaders.ts, docs/decisions/096). A block is a record, never a flag: the
 * reader's newest record says whether they are blocked, and every record stays, so the next editor reads why. A
 * block ends the reader's sessions in the same transaction; sign-in and the verification link refuse a blocked
 * reader (src/rules/user.ts, `isBlocked`).
 */
import {
  ADMIN_READER_ERRORS,
  blockAdminReader,
  listAdminReaders,
  unblockAdminReader,
  verifyAdminReader,
  type AdminReader,
  type ReaderBlockEvent,
} from '../../contracts/adminReaders';
import type { Locale } from '../../contracts/common';
import { fail, ok } from './outcome';
import type { Ports, Reader } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import type { AdminRow, UserRow } from './sessions';
import { foldScripts } from './scriptFold';

const DEFAULT_PAGE_SIZE = 20;

type BlockRow = Row<'readerBlock'>;

const words = (query: string | undefined) => foldScripts((query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);

function matches(user: UserRow, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const text = foldScripts(`${user.firstName} ${user.lastName} ${user.lastName}${user.firstName} ${user.userName} ${user.email}`.toLowerCase());
  return wanted.every((word) => text.includes(word));
}

/** Each reader's records, newest first. */
async function historiesOf(store: Reader, userIds: readonly string[]): Promise<Map<string, BlockRow[]>> {
  const rows = userIds.length > 0 ? await store.find('readerBlock', { userId: { in: [...userIds] } }, { orderBy: [['at', 'desc'], ['id', 'desc']] }) : [];
  const histories = new Map<string, BlockRow[]>();
  for (const row of rows) histories.set(row.userId, [...(histories.get(row.userId) ?? []), row]);
  return histories;
}

/** Whether the reader's newest record is a block. */
export async function isBlocked(store: Reader, userId: string): Promise<boolean> {
  const newest = await store.first('readerBlock', { userId }, { orderBy: [['at', 'desc'], ['id', 'desc']] });
  return newest?.action === 'blocked';
}

/** Each reader's block records as the desk shows them (the editor by name), newest first. */
async function eventsOf(store: Reader, userIds: readonly string[]): Promise<Map<string, ReaderBlockEvent[]>> {
  const [histories, admins] = await Promise.all([historiesOf(store, userIds), store.find('admin', undefined, { columns: ['id', 'name'] })]);
  const names = new Map(admins.map((admin) => [admin.id, admin.name]));
  const eventOf = (row: BlockRow): ReaderBlockEvent => ({
    action: row.action === 'blocked' ? 'blocked' : 'unblocked',
    reason: row.reason,
    by: names.get(row.adminId) ?? '',
    at: new Date(row.at).toISOString(),
  });
  return new Map([...histories].map(([userId, rows]) => [userId, rows.map(eventOf)]));
}

const blockIn = (history: readonly ReaderBlockEvent[] | undefined) => (history?.[0]?.action === 'blocked' ? history[0] : null);

/**
 * The block in force on each of these accounts that exists (null: not blocked); an id without an account is left
 * out. The comments queue shows its commenters so (src/rules/adminComments.ts).
 */
export async function blocksInForce(store: Reader, userIds: readonly string[]): Promise<Map<string, ReaderBlockEvent | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [users, events] = await Promise.all([store.find('user', { id: { in: ids } }, { columns: ['id'] }), eventsOf(store, ids)]);
  return new Map(users.map((user) => [user.id, blockIn(events.get(user.id))]));
}

async function readersOf(store: Reader, users: readonly UserRow[]): Promise<AdminReader[]> {
  const ids = users.map((user) => user.id);
  const [events, comments] = await Promise.all([
    eventsOf(store, ids),
    ids.length > 0 ? store.countBy('comment', 'userId', { userId: { in: ids }, deletedAt: '', removedAt: '' }) : new Map<string, number>(),
  ]);
  return users.map((user) => {
    const history = events.get(user.id) ?? [];
    return {
      _id: user.id,
      email: user.email,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      locale: user.locale as Locale,
      verified: user.verified,
      createdAt: user.createdAt,
      comments: comments.get(user.id) ?? 0,
      block: blockIn(history),
      history,
    };
  });
}

async function answerReader(ports: Ports, user: UserRow) {
  const [reader] = await readersOf(ports.store, [user]);
  return ok<typeof verifyAdminReader>({ reader: reader! });
}

/** Records a block or its lift, unless the reader is already so (then nothing changes). */
async function setBlocked(ports: Ports, id: string, admin: AdminRow | null, action: 'blocked' | 'unblocked', reason: string) {
  const user = await ports.store.get('user', id);
  if (!user) return fail(404, ADMIN_READER_ERRORS.notFound, 'id');
  if ((await isBlocked(ports.store, id)) !== (action === 'blocked')) {
    await ports.store.transaction(async (tx) => {
      await tx.insert('readerBlock', { id: ports.ids.id('rbl'), userId: id, action, reason, adminId: admin?.id ?? '', at: ports.clock.now() });
      if (action === 'blocked') await tx.deleteWhere('session', { userId: id });
    });
  }
  return answerReader(ports, user);
}

export const adminReaderRules = [
  rule(listAdminReaders, async ({ query }, ports) => {
    const { store } = ports;
    const users = await store.find('user', undefined, { orderBy: [['createdAt', 'desc'], ['id', 'desc']] });
    const wanted = words(query.query);
    const blocked = query.state === 'blocked' ? new Set([...(await historiesOf(store, users.map((user) => user.id)))].filter(([, rows]) => rows[0]?.action === 'blocked').map(([id]) => id)) : null;
    const listed = users.filter(
      (user) => matches(user, wanted) && (query.state !== 'unverified' || !user.verified) && (!blocked || blocked.has(user.id)),
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const items = await readersOf(store, listed.slice((page - 1) * pageSize, page * pageSize));
    return ok({ items, page, pageSize, total: listed.length });
  }),

  rule(verifyAdminReader, async ({ query }, ports) => {
    const user = await ports.store.get('user', query.id);
    if (!user) return fail(404, ADMIN_READER_ERRORS.notFound, 'id');
    const verified = user.verified ? user : await ports.store.update('user', user.id, { verified: true });
    return answerReader(ports, verified ?? user);
  }),

  rule(blockAdminReader, ({ query, body, admin }, ports) => {
    const reason = body.reason.trim();
    if (!reason) return Promise.resolve(fail(400, ADMIN_READER_ERRORS.reasonRequired, 'reason'));
    return setBlocked(ports, query.id, admin, 'blocked', reason);
  }),

  rule(unblockAdminReader, ({ query, body, admin }, ports) => setBlocked(ports, query.id, admin, 'unblocked', body.reason.trim())),
];
