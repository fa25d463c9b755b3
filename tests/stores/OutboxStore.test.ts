import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { contact, submitArticle } from '../../contracts/contact';
import { db } from '../../mocks/db';
import { faultHandler } from '../../mocks/faults';
import { server } from '../../mocks/node';
import { IndexedDbOutboxPersistence, MemoryOutboxPersistence } from '../../src/lib/outbox';
import { LocalCoordination } from '../../src/lib/tabs';
import { OUTBOX_FIRST_RETRY_MS, OUTBOX_MAX_RETRY_MS } from '../../src/stores/OutboxStore';
import { createTestStore, TEST_NOW } from '../render';
import { attachment } from '../../mocks/seed/attachments';
import { stored } from '../storeReads';

const message = { email: 'writer@example.com', firstName: 'Mei', lastName: 'Chen', comment: 'The tea road piece, part two?' };
const pdf = (name: string, bytes: number) => attachment(name, bytes);

/** A clock the test moves by hand. */
function manualClock(start = TEST_NOW) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the outbox (issue 16: a swallowed send is kept, not lost)', () => {
  it('keeps a contact message that met a dead server, and delivers it exactly once after N failures', async () => {
    const clock = manualClock();
    const store = createTestStore({ clock: clock.now });
    server.use(faultHandler(contact, 'serverError'));
    store.popups.open('contact');
    expect(await store.contact.contact(message)).toBeUndefined();
    // SPEC §8: the reader sees success either way.
    expect(store.popups.current?.id).toBe('success');
    expect(store.outbox.waiting).toHaveLength(1);

    // Not before its backoff; then each failure doubles the wait, up to the ceiling.
    await store.outbox.flush();
    expect(store.outbox.waiting[0]?.attempts).toBe(1);
    const waits: number[] = [];
    for (let failure = 2; failure <= 8; failure += 1) {
      clock.advance(store.outbox.waiting[0]!.nextAttemptAt - clock.now());
      await store.outbox.flush();
      waits.push(store.outbox.waiting[0]!.nextAttemptAt - clock.now());
      expect(store.outbox.waiting[0]?.attempts).toBe(failure);
    }
    expect(waits.slice(0, 3)).toEqual([OUTBOX_FIRST_RETRY_MS * 2, OUTBOX_FIRST_RETRY_MS * 4, OUTBOX_FIRST_RETRY_MS * 8]);
    expect(Math.max(...waits)).toBe(OUTBOX_MAX_RETRY_MS);
    expect(await stored.count('contactMessage')).toBe(0);

    server.resetHandlers();
    clock.advance(OUTBOX_MAX_RETRY_MS);
    await store.outbox.flush();
    await store.outbox.flush(true);
    expect(await stored.count('contactMessage')).toBe(1);
    expect(store.outbox.entries).toEqual([]);
    expect(store.outbox.deliveries).toEqual([expect.objectContaining({ kind: 'contact' })]);
  });

  it('sends when the connection returns (flush all), without waiting for the backoff', async () => {
    const store = createTestStore();
    server.use(faultHandler(contact, 'networkError'));
    await store.contact.contact(message);
    server.resetHandlers();
    await store.outbox.flush(true);
    expect(await stored.count('contactMessage')).toBe(1);
  });

  it('an answer lost on the way back does not make a second message: the retry carries the same key', async () => {
    // The server stores the message, but the reader's request times out before the answer arrives.
    const store = createTestStore({ timeoutMs: 50 });
    server.use(faultHandler(contact, 'slow', { slowMs: 150 }));
    await store.contact.contact(message);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stored.count('contactMessage')).toBe(1);
    expect(store.outbox.waiting).toHaveLength(1);
    server.resetHandlers();
    await store.outbox.flush(true);
    expect(await stored.count('contactMessage')).toBe(1);
    expect(store.outbox.entries).toEqual([]);
  });

  it('survives a reload: a contribution and its files wait in IndexedDB and go on the next visit', async () => {
    const persistence = new IndexedDbOutboxPersistence(`reload-${crypto.randomUUID()}`);
    const before = createTestStore({ outbox: { persistence } });
    server.use(faultHandler(submitArticle, 'networkError'));
    const files = [pdf('essay.pdf', 2048)];
    await before.contact.submit({ ...message, files });
    expect(before.outbox.waiting).toHaveLength(1);

    // The page reloads: a new store, the same browser storage.
    server.resetHandlers();
    const after = createTestStore({ outbox: { persistence } });
    await after.outbox.refresh();
    expect(after.outbox.waiting).toEqual([expect.objectContaining({ kind: 'submit' })]);
    await after.outbox.flush(true);
    expect(await stored.count('contribution')).toBe(1);
    expect((await stored.find('contributionFile')).map((file) => [file.name, file.size])).toEqual([['essay.pdf', 2048]]);
    expect(await persistence.list()).toEqual([]);
  });

  it('two tabs do not both send it: one sends, the other learns it went', async () => {
    const shared = { persistence: new MemoryOutboxPersistence(), coordination: new LocalCoordination() };
    const first = createTestStore({ outbox: shared });
    const second = createTestStore({ outbox: shared });
    const unlisten = shared.coordination.listen(() => void second.outbox.refresh());
    server.use(faultHandler(contact, 'networkError'));
    await first.contact.contact(message);
    await second.outbox.refresh();
    expect(second.outbox.waiting).toHaveLength(1);

    server.resetHandlers();
    await Promise.all([first.outbox.flush(true), second.outbox.flush(true), first.outbox.flush(true)]);
    expect(await stored.count('contactMessage')).toBe(1);
    await second.outbox.refresh();
    expect(second.outbox.entries).toEqual([]);
    unlisten();
  });

  it('a later refusal (4xx) stays until the reader removes it: nothing leaves undelivered on its own', async () => {
    const persistence = new MemoryOutboxPersistence();
    const store = createTestStore({ outbox: { persistence } });
    server.use(faultHandler(contact, 'networkError'));
    await store.contact.contact(message);
    // The server changed its mind about the message: it now refuses it.
    db.contactMessage.deleteMany({ where: {} });
    server.resetHandlers();
    const [entry] = store.outbox.waiting;
    await persistence.put({ ...entry!, body: { ...message, email: 'not-an-email' } });
    await store.outbox.flush(true);
    expect(store.outbox.refused).toHaveLength(1);
    expect(store.outbox.waiting).toHaveLength(0);
    await store.outbox.flush(true);
    expect(store.outbox.refused).toHaveLength(1);
    await store.outbox.remove(entry!.id);
    expect(store.outbox.entries).toEqual([]);
    expect(await stored.count('contactMessage')).toBe(0);
  });
});
