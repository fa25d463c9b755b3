import type { Poll } from '../../contracts/community';

/** SPEC §8 poll notice 'Only {days} days and {hours} hours left': whole days and hours, or null once ended. */
export function pollTimeLeft(endsAt: string, now: number): { days: number; hours: number } | null {
  const left = Date.parse(endsAt) - now;
  if (!(left > 0)) return null;
  const hour = 3_600_000;
  const day = 24 * hour;
  return { days: Math.floor(left / day), hours: Math.floor((left % day) / hour) };
}

/**
 * Each variant's share of the votes, in whole percent. Largest remainders get the rounding, so the bars always
 * add up to 100 (plain rounding can show 99 or 101).
 */
export function pollPercentages(poll: Pick<Poll, 'variants'>): Map<string, number> {
  const total = poll.variants.reduce((sum, variant) => sum + variant.votes, 0);
  const shares = new Map<string, number>();
  if (total === 0) {
    for (const variant of poll.variants) shares.set(variant._id, 0);
    return shares;
  }
  const exact = poll.variants.map((variant) => ({ id: variant._id, value: (variant.votes * 100) / total }));
  let left = 100 - exact.reduce((sum, share) => sum + Math.floor(share.value), 0);
  const byRemainder = [...exact].sort((a, b) => (b.value % 1) - (a.value % 1));
  for (const share of exact) shares.set(share.id, Math.floor(share.value));
  for (const share of byRemainder) {
    if (left <= 0) break;
    shares.set(share.id, (shares.get(share.id) ?? 0) + 1);
    left -= 1;
  }
  return shares;
}

/** A poll that has ended, by the server's word or by the clock (the page may stay open past the end). */
export function pollIsClosed(poll: Pick<Poll, 'closed' | 'endsAt'>, now: number): boolean {
  return poll.closed || pollTimeLeft(poll.endsAt, now) === null;
}
