/**
 * Passwords on the real API: the same stored format as the mock's (src/rules/passwords.ts), hashed by Node's own
 * scrypt on the thread pool (the event loop keeps answering while a sign-in is checked), at a cost fit for
 * production: N = 2^15, about 32 MB and tens of milliseconds per hash. Older, cheaper hashes (the seed's) still
 * verify with the cost they name.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { formatHash, parseHash, passwordBytes, type ScryptCost } from '../rules/passwords';
import type { Passwords } from '../rules/ports';

const scrypt = promisify(scryptCallback) as (password: Uint8Array, salt: Uint8Array, keyLength: number, options: object) => Promise<Buffer>;

export const PRODUCTION_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

const derive = (password: string, salt: Uint8Array, cost: ScryptCost, length: number) =>
  scrypt(passwordBytes(password), salt, length, { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 });

export function nodePasswords(cost: ScryptCost = PRODUCTION_COST): Passwords {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return formatHash(cost, salt, await derive(password, salt, cost, KEY_BYTES));
    },
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) return false;
      try {
        const actual = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
        return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
      } catch {
        return false;
      }
    },
  };
}
