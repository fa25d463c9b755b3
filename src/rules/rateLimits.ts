/**
 * Rate limits (contracts/common.ts RATE_LIMITS): sliding windows kept in the store, so every process of the
 * API counts the same hits and a restart forgets none. The mock's clock moves them in tests.
 */
import { RATE_LIMITS } from '../../contracts/common';
import type { Ports } from './ports';

export type LimitName = keyof typeof RATE_LIMITS;

const LONGEST_WINDOW = Math.max(...Object.values(RATE_LIMITS).map(({ windowMs }) => windowMs));

/** Whole seconds until `key` may try again under `name`, or 0 when it may now. */
export async function retryAfter({ store, clock }: Ports, name: LimitName, key: string): Promise<number> {
  const { max, windowMs } = RATE_LIMITS[name];
  const now = clock.now();
  const hits = await store.find('rateHit', { name, key, at: { gt: now - windowMs } }, { orderBy: [['at', 'desc']], limit: max });
  if (hits.length < max) return 0;
  // The window frees a place when the oldest of the last `max` hits leaves it.
  const oldest = hits[max - 1]?.at ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

export async function countHit({ store, clock, ids }: Ports, name: LimitName, key: string): Promise<void> {
  const now = clock.now();
  await store.insert('rateHit', { id: ids.token(), name, key, at: now });
  // What no window can see any more goes.
  await store.deleteWhere('rateHit', { at: { lte: now - LONGEST_WINDOW } });
}

export async function clearHits({ store }: Ports, name: LimitName, key: string): Promise<void> {
  await store.deleteWhere('rateHit', { name, key });
}

/**
 * A mail to `recipient` asked for by `client`: counted under the recipient's limit and the caller's
 * (mailsPerAddress) unless either is reached; the wait in seconds when one is (nothing is counted then).
 */
export async function takeMail(ports: Ports, perRecipient: LimitName, recipient: string, client: string): Promise<number> {
  const wait = Math.max(await retryAfter(ports, perRecipient, recipient), await retryAfter(ports, 'mailsPerAddress', client));
  if (wait > 0) return wait;
  await countHit(ports, perRecipient, recipient);
  await countHit(ports, 'mailsPerAddress', client);
  return 0;
}
