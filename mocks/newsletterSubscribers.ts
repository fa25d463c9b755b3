/**
 * Newsletter subscribers for stories and tests: readers of the three editions as the subscription rules keep them
 * (the footer's box, the popups, the account page), confirmed or not, written through the rules' store.
 */
import type { Ports } from '../src/rules/ports';

const DAY = 24 * 60 * 60 * 1000;

export const NEWSLETTER_SUBSCRIBERS = {
  /** Two editions, from the account page: confirmed. */
  both: { id: 'sub_list_both', email: 'emma.clarke@example.com', firstName: 'Emma', lastName: 'Clarke' },
  /** The Simplified edition, from the subscription popup: confirmed. */
  popup: { id: 'sub_list_popup', email: 'xiaoming.wang@example.com', firstName: '小明', lastName: '王' },
  /** The Traditional edition, from the footer's box: the link not opened yet. */
  footer: { id: 'sub_list_footer', email: 'reader.tw@example.com', firstName: '', lastName: '' },
} as const;

/** Three subscriptions, four edition rows, the newest first: footer (zh-tw), popup (zh-cn), both (en, zh-tw). */
export async function addNewsletterSubscribers({ store, clock }: Pick<Ports, 'store' | 'clock'>): Promise<void> {
  const now = clock.now();
  const { both, popup, footer } = NEWSLETTER_SUBSCRIBERS;
  const rows = [
    { ...both, locale: 'en', comment: '', confirmed: true, source: 'account', createdAt: now - 30 * DAY, editions: ['en', 'zh-tw'] },
    { ...popup, locale: 'zh-cn', comment: '', confirmed: true, source: 'popup', createdAt: now - 3 * DAY, editions: ['zh-cn'] },
    { ...footer, locale: 'zh-tw', comment: '', confirmed: false, source: 'footer', createdAt: now - DAY, editions: ['zh-tw'] },
  ];
  await store.transaction(async (tx) => {
    for (const { editions, ...row } of rows) {
      await tx.insert('subscription', { ...row, phone: '' });
      for (const [index, edition] of editions.entries()) {
        await tx.insert('subscriptionEdition', { id: `${row.id}:${edition}`, subscriptionId: row.id, edition, createdAt: row.createdAt + index * 1000 });
      }
    }
  });
}
