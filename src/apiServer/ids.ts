/**
 * Ids and secrets on the real API. Ids sort by when they were made (time first, then a counter within the
 * millisecond, then randomness against other processes), so "newest first" breaks ties the way the mock's
 * sequential ids do. Secrets are 256 random bits.
 */
import { randomBytes } from 'node:crypto';
import type { Ids } from '../rules/ports';

export function timeOrderedIds(now: () => number = Date.now): Ids {
  let last = 0;
  let counter = 0;
  return {
    id(prefix) {
      const time = now();
      counter = time === last ? counter + 1 : 0;
      last = time;
      return `${prefix}_${time.toString(36).padStart(9, '0')}${counter.toString(36).padStart(3, '0')}${randomBytes(5).toString('hex')}`;
    },
    token: () => randomBytes(32).toString('base64url'),
  };
}
