/**
 * The desk's newsletters in the contract suite (contracts/adminNewsletters.ts): each endpoint's cases, and the
 * subscribers of an edition as readers make them — listed with where they came from, exported, unsubscribed. Run
 * against the mock and the real API alike (tests/contracts.test.ts, tests/apiServer/).
 */
import { describe, expect, it } from 'vitest';
import { exportSubscribers, listSubscribers, NEWSLETTER_ERRORS, unsubscribeSubscriber, type Subscriber } from '../../contracts/adminNewsletters';
import { subscribe, subscribeFromHeader } from '../../contracts/subscription';
import { callEndpoint } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
let unique = 0;
const freshAddress = () => `letters-${Date.now().toString(36)}-${(unique += 1)}@example.com`;
const admin = (known: Known) => known.adminToken ?? 'none';

/** A footer subscription (the address only), then found among the subscribers by its address. */
async function newSubscriber(base: string, known: Known, locale = 'en'): Promise<Subscriber> {
  const email = freshAddress();
  const sent = await callEndpoint(base, subscribe, { body: { email, locale } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const list = await callEndpoint(base, listSubscribers, { query: { query: email }, token: admin(known) });
  const [subscriber] = (list.json as { items: Subscriber[] }).items;
  if (!subscriber) throw new Error(`${email} is not among the subscribers: ${JSON.stringify(list.json)}`);
  return subscriber;
}

export function newsletterCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  return [
    {
      endpoint: listSubscribers,
      valid: (known) => ({ query: { query: '', edition: 'zh-tw', state: 'confirmed', page: 1, pageSize: 5 }, token: admin(known) }),
      bad: { query: { state: 'maybe' } },
      errors: {},
    },
    {
      endpoint: exportSubscribers,
      valid: (known) => ({ query: { edition: 'en' }, token: admin(known) }),
      bad: { query: { edition: 'fr' } },
      errors: {},
    },
    {
      endpoint: unsubscribeSubscriber,
      valid: async (known) => ({ query: { id: options.destructive ? (await newSubscriber(base, known))._id : BOGUS }, token: admin(known) }),
      validIsDestructive: true,
      authProbe: () => ({ query: { id: BOGUS } }),
      bad: { query: { id: '' } },
      errors: { [NEWSLETTER_ERRORS.subscriberNotFound]: { request: (known) => ({ query: { id: BOGUS }, token: admin(known) }) } },
    },
  ];
}

/** An edition's subscribers, end to end over HTTP. */
export function newsletterChecks(options: SuiteOptions, current: () => Known): void {
  const { base } = options;
  const call = (endpoint: Parameters<typeof callEndpoint>[1], request: Parameters<typeof callEndpoint>[2]) => callEndpoint(base, endpoint, request);

  describe('newsletters: the subscribers of each edition', () => {
    it.runIf(options.destructive)('are listed with their edition, state and source, exported, and unsubscribed one edition at a time', async () => {
      const known = current();
      const footer = await newSubscriber(base, known, 'zh-cn');
      expect(footer).toMatchObject({ edition: 'zh-cn', state: 'pending', source: 'footer', name: '' });
      const email = freshAddress();
      const header = { email, locale: 'zh-tw', firstName: '美玲', lastName: '林', comment: '想看更多台南的報導' };
      expect((await call(subscribeFromHeader, { body: header })).status).toBe(200);
      const list = async (query: Record<string, string>) =>
        (await call(listSubscribers, { query, token: admin(known) })).json as { items: Subscriber[]; total: number; counts: { edition: string; confirmed: number; pending: number }[] };
      const found = await list({ query: email });
      expect(found.items).toEqual([expect.objectContaining({ email, name: '林美玲', edition: 'zh-tw', state: 'pending', source: 'header' })]);
      expect(found.counts.map((count) => count.edition)).toEqual(['en', 'zh-cn', 'zh-tw']);
      expect(found.counts.find((count) => count.edition === 'zh-tw')!.pending).toBeGreaterThanOrEqual(1);

      // The edition filter keeps to its edition; the state filter to its state.
      expect((await list({ edition: 'zh-cn', query: 'letters-' })).items.every((each) => each.edition === 'zh-cn')).toBe(true);
      expect((await list({ state: 'confirmed', query: email })).items).toEqual([]);

      // The export is every row the filters select, not a page of them.
      const exported = (await call(exportSubscribers, { query: { query: 'letters-' }, token: admin(known) })).json as { subscribers: Subscriber[] };
      expect(exported.subscribers.map((each) => each.email)).toEqual(expect.arrayContaining([email, footer.email]));

      // Unsubscribed: gone from the list; once more is "not found", and changes nothing.
      expect((await call(unsubscribeSubscriber, { query: { id: footer._id }, token: admin(known) })).json).toEqual({ status: 'unsubscribed' });
      expect((await list({ query: footer.email })).items).toEqual([]);
      const again = await call(unsubscribeSubscriber, { query: { id: footer._id }, token: admin(known) });
      expect([again.status, (again.json as { message: string }).message]).toEqual([404, NEWSLETTER_ERRORS.subscriberNotFound]);
      // The address may subscribe again: its subscription went with its last edition.
      expect((await call(subscribe, { body: { email: footer.email, locale: 'en' } })).status).toBe(200);
    });
  });
}
