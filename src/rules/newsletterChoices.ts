/**
 * The newsletters a signed-in reader receives (issue 28 item 4): one subscription per address, and the editions
 * it receives (subscriptionEdition). The account's address is proven (a reader signs in only once it is verified),
 * so a choice made here needs no confirmation mail and confirms a pending footer subscription (docs/decisions/084).
 */
import { getNewsletterChoices, saveNewsletterChoices, type NewsletterChoices } from '../../contracts/account';
import { GENERIC_ERRORS, LOCALES, type Locale } from '../../contracts/common';
import { fail, ok } from './outcome';
import type { Ports, Reader, Tx } from './ports';
import { rule } from './rule';
import type { Row } from './schema';
import type { UserRow } from './sessions';

/** A subscription's editions, in the site's order. */
export async function editionsOf(store: Reader, subscriptionId: string): Promise<Locale[]> {
  const rows = await store.find('subscriptionEdition', { subscriptionId }, { columns: ['edition'] });
  const chosen = new Set(rows.map((row) => row.edition));
  return LOCALES.filter((locale) => chosen.has(locale));
}

/** The edition rows a new subscription starts with: its own language's newsletter. */
export function firstEdition(ports: Pick<Ports, 'clock'>, subscription: Row<'subscription'>): Row<'subscriptionEdition'> {
  return { id: `${subscription.id}:${subscription.locale}`, subscriptionId: subscription.id, edition: subscription.locale, createdAt: ports.clock.now() };
}

async function choicesOf(store: Reader, subscription: Row<'subscription'> | null): Promise<NewsletterChoices> {
  if (!subscription) return { editions: [], state: 'none' };
  return { editions: await editionsOf(store, subscription.id), state: subscription.confirmed ? 'confirmed' : 'pending' };
}

async function save(tx: Tx, ports: Ports, viewer: UserRow, editions: readonly Locale[]): Promise<Row<'subscription'> | null> {
  const existing = await tx.first('subscription', { email: viewer.email });
  if (editions.length === 0) {
    // None chosen: the address is unsubscribed, as the newsletter's own unsubscribe link would do.
    if (existing) {
      await tx.deleteWhere('subscriptionEdition', { subscriptionId: existing.id });
      await tx.delete('subscription', existing.id);
    }
    return null;
  }
  const now = ports.clock.now();
  const subscription = existing
    ? await tx.update('subscription', existing.id, { confirmed: true })
    : await tx.insert('subscription', {
        id: ports.ids.id('sub'),
        email: viewer.email,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        phone: viewer.phone,
        locale: editions.includes(viewer.locale as Locale) ? viewer.locale : editions[0]!,
        comment: '',
        confirmed: true,
        createdAt: now,
        source: 'account',
      });
  if (!subscription) return null;
  const kept = await editionsOf(tx, subscription.id);
  for (const edition of kept.filter((locale) => !editions.includes(locale))) {
    await tx.deleteWhere('subscriptionEdition', { subscriptionId: subscription.id, edition });
  }
  for (const edition of editions.filter((locale) => !kept.includes(locale))) {
    await tx.insert('subscriptionEdition', { id: `${subscription.id}:${edition}`, subscriptionId: subscription.id, edition, createdAt: now });
  }
  return subscription;
}

export const newsletterChoiceRules = [
  rule(getNewsletterChoices, async ({ viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    return ok(await choicesOf(ports.store, await ports.store.first('subscription', { email: viewer.email })));
  }),

  rule(saveNewsletterChoices, async ({ body, viewer }, ports) => {
    if (!viewer) return fail(401, GENERIC_ERRORS.unauthorized);
    const editions = LOCALES.filter((locale) => body.editions.includes(locale));
    const choices = await ports.store.transaction(async (tx) => choicesOf(tx, await save(tx, ports, viewer, editions)));
    return ok(choices);
  }),
];
