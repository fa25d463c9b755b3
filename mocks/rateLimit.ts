/**
 * The mock's rate limits (contracts/common.ts RATE_LIMITS): sliding windows kept in memory, on the mock's clock
 * (mocks/clock.ts), so tests move time instead of sleeping. They are cleared with the database (resetDb) and,
 * in the browser, on a reload: a mock only has to behave like the API within a session.
 */
import { RATE_LIMITS } from '../contracts/common';
import { mockNow } from './clock';

export type LimitName = keyof typeof RATE_LIMITS;

const hits = new Map<string, number[]>();

function recent(name: LimitName, key: string): number[] {
  const since = mockNow() - RATE_LIMITS[name].windowMs;
  const kept = (hits.get(`${name}:${key}`) ?? []).filter((at) => at > since);
  hits.set(`${name}:${key}`, kept);
  return kept;
}

/** Whole seconds until `key` may try again under `name`, or 0 when it may now. */
export function retryAfter(name: LimitName, key: string): number {
  const times = recent(name, key);
  const { max, windowMs } = RATE_LIMITS[name];
  if (times.length < max) return 0;
  // The window frees a place when the oldest of the last `max` hits leaves it.
  const oldest = times[times.length - max] ?? mockNow();
  return Math.max(1, Math.ceil((oldest + windowMs - mockNow()) / 1000));
}

export function countHit(name: LimitName, key: string): void {
  recent(name, key).push(mockNow());
}

/** Counts a hit unless the limit is reached; answers the wait in seconds when it is (nothing is counted then). */
export function take(name: LimitName, key: string): number {
  const wait = retryAfter(name, key);
  if (wait === 0) countHit(name, key);
  return wait;
}

export function clearHits(name: LimitName, key: string): void {
  hits.delete(`${name}:${key}`);
}

export function resetRateLimits(): void {
  hits.clear();
}

/**
 * The caller's network address: the first X-Forwarded-For entry, which the mock's HTTP server sets from the
 * socket (mocks/server.ts, where a client's own value is replaced). In the browser and in-process every caller
 * is 'local', unless a test names one.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'local';
}
