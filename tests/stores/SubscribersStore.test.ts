/**
 * The desk's newsletter subscribers (issue 25 item 6) as the screen drives them, against the mock backend
 * (msw/node): the list of each edition with its filters in the address, the CSV file of what the filters select,
 * a reader unsubscribed from one edition after the editor confirms.
 */
import { describe, expect, it } from 'vitest';
import { exportSubscribers, unsubscribeSubscriber } from '../../contracts/adminNewsletters';
import { faultHandler } from '../../mocks/faults';
import { addNewsletterSubscribers, NEWSLETTER_SUBSCRIBERS } from '../../mocks/newsletterSubscribers';
import { server } from '../../mocks/node';
import { mockPorts } from '../../mocks/ports';
import { SEED_ADMIN } from '../../mocks/seedDb';
import { RecordingNavigation } from '../../src/lib/navigation';
import { AdminDeskStore } from '../../src/stores/admin/AdminDeskStore';
import {
  NO_SUBSCRIBER_FILTERS,
  searchFromSubscriberFilters,
  subscriberFiltersFromSearch,
  subscribersCsv,
} from '../../src/stores/admin/SubscribersStore';
import { createTestStore } from '../render';

async function signedInSubscribers() {
  await addNewsletterSubscribers(mockPorts);
  const saved: { name: string; type: string; text: string }[] = [];
  const root = createTestStore({ navigation: new RecordingNavigation('/en/admin/newsletters'), saveFile: (name, type, text) => saved.push({ name, type, text }) });
  expect(await root.admin.signIn({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })).toBeUndefined();
  return { subscribers: new AdminDeskStore(root).subscribers, saved };
}

const { both, popup, footer } = NEWSLETTER_SUBSCRIBERS;

describe('the subscribers list', () => {
  it('reads its filters from the address and writes them back, leaving out what is not set', () => {
    const filters = subscriberFiltersFromSearch('?query=wang&edition=zh-cn&state=sometimes&page=3');
    expect(filters).toEqual({ query: 'wang', edition: 'zh-cn', state: '', page: 3 });
    expect(searchFromSubscriberFilters({ ...filters, state: 'pending', page: 1 })).toBe('?query=wang&edition=zh-cn&state=pending');
  });

  it('lists one row per reader and edition, newest first, with each edition’s counts', async () => {
    const { subscribers } = await signedInSubscribers();
    await subscribers.show(NO_SUBSCRIBER_FILTERS);
    const page = subscribers.results.data!;
    expect(page.items.map((each) => [each.email, each.edition, each.state, each.source])).toEqual([
      [footer.email, 'zh-tw', 'pending', 'footer'],
      [popup.email, 'zh-cn', 'confirmed', 'popup'],
      [both.email, 'zh-tw', 'confirmed', 'account'],
      [both.email, 'en', 'confirmed', 'account'],
    ]);
    expect(page.counts).toEqual([
      { edition: 'en', confirmed: 1, pending: 0 },
      { edition: 'zh-cn', confirmed: 1, pending: 0 },
      { edition: 'zh-tw', confirmed: 1, pending: 1 },
    ]);
    await subscribers.show({ ...NO_SUBSCRIBER_FILTERS, edition: 'zh-tw', state: 'confirmed' });
    expect(subscribers.filtered).toBe(true);
    expect(subscribers.results.data!.items.map((each) => each.email)).toEqual([both.email]);
  });
});

describe('the CSV file', () => {
  it('holds every row the filters select, under fixed column names, safe to open in a spreadsheet', async () => {
    const { subscribers, saved } = await signedInSubscribers();
    await subscribers.show({ ...NO_SUBSCRIBER_FILTERS, edition: 'zh-tw' });
    expect(await subscribers.exportCsv()).toBe(true);
    expect(subscribers.outcome).toEqual({ success: 'exported', count: 2 });
    expect(saved).toHaveLength(1);
    const [file] = saved;
    expect(file!.name).toMatch(/^huanyu-subscribers-zh-tw-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file!.type).toBe('text/csv;charset=utf-8');
    const lines = file!.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,name,edition,state,source,subscribed_at');
    expect(lines[1]).toMatch(new RegExp(`^${footer.email},,zh-tw,pending,footer,\\d{4}-`));
    expect(lines[2]).toMatch(new RegExp(`^${both.email},Emma Clarke,zh-tw,confirmed,account,`));
    expect(lines.at(-1)).toBe('');
  });

  it('quotes what needs quoting and keeps a formula a text', () => {
    const row = { _id: 'x', edition: 'en', state: 'pending', source: 'popup', subscribedAt: '2026-11-01T00:00:00.000Z' } as const;
    const csv = subscribersCsv([
      { ...row, email: 'a@example.com', name: 'Lee, "Tom"' },
      { ...row, email: 'b@example.com', name: '=HYPERLINK("http://evil")' },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      'a@example.com,"Lee, ""Tom""",en,pending,popup,2026-11-01T00:00:00.000Z',
      `b@example.com,"'=HYPERLINK(""http://evil"")",en,pending,popup,2026-11-01T00:00:00.000Z`,
    ]);
  });

  it('says why when the server could not be reached, and saves nothing', async () => {
    const { subscribers, saved } = await signedInSubscribers();
    server.use(faultHandler(exportSubscribers, 'networkError'));
    expect(await subscribers.exportCsv()).toBe(false);
    expect(subscribers.outcome).toEqual({ error: { kind: 'offline' } });
    expect(saved).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('asks first, then stops that edition only, and the list shows it', async () => {
    const { subscribers } = await signedInSubscribers();
    await subscribers.show(NO_SUBSCRIBER_FILTERS);
    const enRow = subscribers.results.data!.items.find((each) => each.email === both.email && each.edition === 'en')!;
    subscribers.askUnsubscribe(enRow);
    expect(subscribers.confirming).toEqual(enRow);
    subscribers.cancelUnsubscribe();
    expect(subscribers.confirming).toBeNull();
    expect(await subscribers.unsubscribe()).toBe(false);

    subscribers.askUnsubscribe(enRow);
    expect(await subscribers.unsubscribe()).toBe(true);
    expect(subscribers.confirming).toBeNull();
    expect(subscribers.outcome).toEqual({ success: 'unsubscribed', email: both.email });
    await subscribers.results.load();
    expect(subscribers.results.data!.items.filter((each) => each.email === both.email).map((each) => each.edition)).toEqual(['zh-tw']);
    expect(await mockPorts.store.get('subscription', both.id)).not.toBeNull();
  });

  it('already gone is what was wanted; offline keeps the question open to try again', async () => {
    const { subscribers } = await signedInSubscribers();
    await subscribers.show(NO_SUBSCRIBER_FILTERS);
    const row = subscribers.results.data!.items[0]!;
    await mockPorts.store.delete('subscriptionEdition', row._id);
    subscribers.askUnsubscribe(row);
    expect(await subscribers.unsubscribe()).toBe(true);
    expect(subscribers.outcome).toEqual({ success: 'unsubscribed', email: row.email });

    const next = subscribers.results.data!.items[1]!;
    server.use(faultHandler(unsubscribeSubscriber, 'networkError'));
    subscribers.askUnsubscribe(next);
    expect(await subscribers.unsubscribe()).toBe(false);
    expect(subscribers.outcome).toEqual({ error: { kind: 'offline' } });
    expect(subscribers.confirming).toEqual(next);
  });
});
