/**
 * Ours: the desk's inbox (contracts/adminInbox.ts, docs/decisions/082). Each change is written only while the item
 * is as it was read, with its record in the same transaction: of two editors clicking at once one changes it, and
 * the other is answered with that change. Asking for what already is changes nothing and records nothing.
 */
import {
  assignInboxItem,
  INBOX_ERRORS,
  INBOX_FILE_PREFIX,
  inboxFileLink,
  listInbox,
  openInboxItem,
  replyToInboxItem,
  setInboxState,
  startDraftFromContribution,
  type InboxEvent,
  type InboxState,
} from '../../contracts/adminInbox';
import { roleAllows } from '../../contracts/common';
import { keepContributionFiles, writeDraft, type DraftedDetail } from './contributionDrafts';
import { editorsOf, everything, itemsOf, kindOf, localeOf, locate, stateOf, type InboxRow, type Located } from './inboxRows';
import { queueReplyMail } from './mail';
import { fail, ok, type Failure } from './outcome';
import type { Ports } from './ports';
import { rule, type FileRoute } from './rule';
import { roleOf, type AdminRow } from './sessions';
import { foldScripts } from './scriptFold';
import { hashSecret } from './secrets';

const DEFAULT_PAGE_SIZE = 20;
/** How often a change is tried again when another editor's came between its read and its write. */
const ATTEMPTS = 3;
/** A download link lives a minute: long enough for the browser to follow it, too short to be passed around. */
const LINK_TTL_MS = 60 * 1000;

/** What a change does to an item: its new columns and its record; null when the item is already so. */
type Change = { readonly patch: Partial<InboxRow>; readonly action: InboxEvent['action']; readonly detail?: string } | null;

const words = (query: string | undefined) => foldScripts((query ?? '').toLowerCase()).split(/\s+/).filter(Boolean);

function matches(row: InboxRow, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const text = foldScripts(`${row.firstName} ${row.lastName} ${row.email} ${row.comment}`.toLowerCase());
  return wanted.every((word) => text.includes(word));
}

async function itemOf(ports: Ports, located: Located) {
  const [item] = await itemsOf(ports.store, [located]);
  return item!;
}

async function answerItem(ports: Ports, located: Located) {
  return ok<typeof openInboxItem>({ item: await itemOf(ports, located) });
}

/**
 * A draft story from a contribution (docs/decisions/104). The files go to the library's rule first (kept by their
 * content, so a lost race or a retry costs nothing); then, in one transaction, the contribution is claimed — only
 * while it is as read and has no story — and the story, its library items and the records are written. Whoever
 * finds the claim taken is answered with that story.
 */
async function startDraft(ports: Ports, id: string, admin: AdminRow | null) {
  let files: Awaited<ReturnType<typeof keepContributionFiles>> | null = null;
  for (let attempt = 1; ; attempt += 1) {
    const located = await locate(ports.store, id);
    if (!located) return fail(404, INBOX_ERRORS.notFound, 'id');
    if (located.table !== 'contribution') return fail(400, INBOX_ERRORS.notContribution, 'id');
    const { row } = located;
    const started = (row as { articleId?: string }).articleId ?? '';
    if (started && (await ports.store.get('article', started))) {
      return ok<typeof startDraftFromContribution>({ item: await itemOf(ports, located), created: false });
    }
    files ??= await keepContributionFiles(ports, row.id, admin?.name ?? '');
    const { kept, notTaken } = files;
    const articleId = ports.ids.id('art');
    // Read, and the pressing editor's if it was nobody's: who started the story answers the reader.
    const patch = {
      articleId,
      ...(stateOf(row) === 'new' ? { state: 'read' } : {}),
      ...(!row.assignedTo && admin ? { assignedTo: admin.id } : {}),
    };
    const changed = await ports.store.transaction(async (tx) => {
      const claimed = await tx.update('contribution', row.id, patch, { articleId: started, state: row.state, assignedTo: row.assignedTo });
      if (!claimed) return null;
      await writeDraft(ports, tx, row, localeOf(row), articleId, kept, admin);
      if (patch.state) await record(tx, ports, row.id, admin, 'read', '');
      if (patch.assignedTo) await record(tx, ports, row.id, admin, 'assigned', admin?.name ?? '');
      const detail: DraftedDetail = { articleId, notTaken };
      await record(tx, ports, row.id, admin, 'drafted', JSON.stringify(detail));
      return claimed;
    });
    if (changed) {
      return ok<typeof startDraftFromContribution>({ item: await itemOf(ports, { table: 'contribution', row: changed }), created: true });
    }
    if (attempt >= ATTEMPTS) throw new Error(`contribution ${id} kept changing while its story was started`);
  }
}

/** Applies `decide`'s change to item `id` as `admin`, recorded, unless another change came first (then again). */
async function change(ports: Ports, id: string, admin: AdminRow | null, decide: (row: InboxRow) => Change | Failure | Promise<Change | Failure>) {
  for (let attempt = 1; ; attempt += 1) {
    const located = await locate(ports.store, id);
    if (!located) return fail(404, INBOX_ERRORS.notFound, 'id');
    const decided = await decide(located.row);
    if (decided && 'kind' in decided) return decided;
    if (!decided) return answerItem(ports, located);
    const { row, table } = located;
    const changed = await ports.store.transaction(async (tx) => {
      const saved = await tx.update(table, row.id, decided.patch, { state: row.state, replied: row.replied, assignedTo: row.assignedTo });
      if (saved) await record(tx, ports, row.id, admin, decided.action, decided.detail ?? '');
      return saved;
    });
    if (changed) return answerItem(ports, { table, row: changed });
    if (attempt >= ATTEMPTS) throw new Error(`inbox item ${id} kept changing while it was changed`);
  }
}

async function record(tx: Pick<Ports['store'], 'insert'>, ports: Ports, itemId: string, admin: AdminRow | null, action: InboxEvent['action'], detail: string) {
  await tx.insert('inboxEvent', {
    id: ports.ids.id('ibx'),
    itemId,
    action,
    byName: admin?.name ?? '',
    byId: admin?.id ?? '',
    at: ports.clock.now(),
    detail,
  });
}

/** A hand-set state: new again, read, or archived (restoring an archived one brings back "replied" if it was). */
function markAs(row: InboxRow, wanted: 'new' | 'read' | 'archived'): Change {
  const now: InboxState = stateOf(row);
  if (wanted === 'archived') {
    return now === 'archived' ? null : { patch: { state: 'archived', replied: row.replied || now === 'replied' }, action: 'archived' };
  }
  if (wanted === 'new') return now === 'new' ? null : { patch: { state: 'new' }, action: 'unread' };
  if (now === 'archived') return { patch: { state: row.replied ? 'replied' : 'read' }, action: 'restored' };
  return now === 'new' ? { patch: { state: 'read' }, action: 'read' } : null;
}

/** A name a download is saved under, safe in a header: Latin letters as they are, the rest in the UTF-8 form. */
export function contentDisposition(name: string): string {
  const plain = name.replace(/[^\w.\- ]/g, '_').replace(/^\.+/, '') || 'attachment';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export const adminInboxRules = [
  rule(listInbox, async ({ query }, ports) => {
    const { store } = ports;
    const all = await everything(store);
    const wanted = words(query.query);
    const listed = all.filter(
      (item) => (!query.kind || kindOf(item) === query.kind) && (!query.state || stateOf(item.row) === query.state) && matches(item.row, wanted),
    );
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [items, editors] = await Promise.all([itemsOf(store, listed.slice((page - 1) * pageSize, page * pageSize)), editorsOf(store)]);
    const newCount = all.filter((item) => stateOf(item.row) === 'new').length;
    return ok({ items, page, pageSize, total: listed.length, newCount, editors });
  }),

  rule(openInboxItem, ({ query, admin }, ports) => change(ports, query.id, admin, (row) => (stateOf(row) === 'new' ? markAs(row, 'read') : null))),

  rule(setInboxState, ({ query, body, admin }, ports) => change(ports, query.id, admin, (row) => markAs(row, body.state))),

  rule(assignInboxItem, ({ query, body, admin }, ports) =>
    change(ports, query.id, admin, async (row) => {
      if (body.editorId === null) return row.assignedTo ? { patch: { assignedTo: '' }, action: 'unassigned' } : null;
      const editor = await ports.store.get('admin', body.editorId);
      // A contributor does not work the inbox (docs/decisions/089): not someone an item can be given to.
      if (!editor || !roleAllows(roleOf(editor), listInbox.role)) return fail(404, INBOX_ERRORS.editorNotFound, 'editorId');
      return row.assignedTo === editor.id ? null : { patch: { assignedTo: editor.id }, action: 'assigned', detail: editor.name };
    }),
  ),

  // Every reply is a mail of its own (an editor may write twice); a retry of one is kept from sending twice by
  // its Idempotency-Key. The mail and the record are written together: neither exists without the other.
  rule(replyToInboxItem, async ({ query, body, admin }, ports) => {
    // Kept as written, less the blank lines around it (the contract refuses an empty one).
    const reply = { subject: body.subject.trim() || body.subject, text: body.text.trim() || body.text };
    const located = await ports.store.transaction(async (tx) => {
      const found = await locate(tx, query.id);
      if (!found) return null;
      await queueReplyMail(tx, ports, found.row.email, localeOf(found.row), reply, admin?.name ?? '');
      const saved = await tx.update(found.table, found.row.id, { state: 'replied', replied: true });
      await record(tx, ports, found.row.id, admin, 'replied', JSON.stringify(reply));
      return saved ? { table: found.table, row: saved } : null;
    });
    if (!located) return fail(404, INBOX_ERRORS.notFound, 'id');
    ports.outbox.queued();
    return answerItem(ports, located);
  }),

  rule(startDraftFromContribution, ({ query, admin }, ports) => startDraft(ports, query.id, admin)),

  rule(inboxFileLink, async ({ query, admin }, ports) => {
    const { store, clock, ids } = ports;
    const file = await store.get('contributionFile', query.id);
    if (!file?.fileKey) return fail(404, INBOX_ERRORS.fileNotFound, 'id');
    const now = clock.now();
    const token = ids.token();
    await store.transaction(async (tx) => {
      await tx.deleteWhere('inboxFileLink', { expiresAt: { lte: now } });
      await tx.insert('inboxFileLink', { tokenHash: hashSecret(token), fileId: file.id, adminId: admin?.id ?? '', expiresAt: now + LINK_TTL_MS });
    });
    return ok({ href: `${INBOX_FILE_PREFIX}${token}`, expiresAt: new Date(now + LINK_TTL_MS).toISOString() });
  }),
];

/**
 * A contribution's file, by a link the desk made for an editor a moment ago: always a download (never shown in
 * the site's origin, whatever it holds), never cached, never sniffed.
 */
export const inboxFileRoute: FileRoute = {
  prefix: INBOX_FILE_PREFIX,
  async serve(token, { store, files, clock }) {
    const link = await store.get('inboxFileLink', hashSecret(token));
    if (!link || link.expiresAt <= clock.now()) return { kind: 'missing', message: INBOX_ERRORS.linkExpired };
    const file = await store.get('contributionFile', link.fileId);
    const stored = file?.fileKey ? await files.get(file.fileKey) : null;
    if (!file || !stored) return { kind: 'missing', message: INBOX_ERRORS.fileNotFound };
    return {
      kind: 'file',
      bytes: stored.bytes,
      type: stored.type,
      headers: {
        'Content-Disposition': contentDisposition(file.name),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // Opened by mistake as a page, it could run nothing and reach nothing.
        'Content-Security-Policy': "sandbox; default-src 'none'",
      },
    };
  },
};
