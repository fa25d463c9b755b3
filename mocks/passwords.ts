/**
 * Passwords in the mock database are stored as scrypt hashes (@noble/hashes: audited, no dependencies, the same
 * code in Node and in the browser, where the demo build runs this mock). A dump of the demo's localStorage then
 * holds no password, the admin's included. The cost is low on purpose (N = 2^10): this stands for a real API's
 * storage, not for its hardware budget, and tests sign in thousands of times. docs/decisions/027.
 *
 * Stored form: `scrypt$N$r$p$salt$hash` (hex), so the cost can be raised without losing the old hashes.
 */
import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const COST = { N: 2 ** 10, r: 8, p: 1, dkLen: 32 } as const;

/** The seed's passwords are hashed once per process: every test re-seeds the database. */
const seedHashes = new Map<string, string>();

export function hashPassword(password: string, salt: Uint8Array = randomBytes(16)): string {
  const hash = scrypt(utf8ToBytes(password.normalize('NFKC')), salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, bytesToHex(salt), bytesToHex(hash)].join('$');
}

/**
 * A seeded account's hash: its salt is derived from the account id, so it is computed once per process. Only
 * for the seed, whose passwords are public (README) anyway; every other password gets a random salt.
 */
export function seedPasswordHash(accountId: string, password: string): string {
  const key = `${accountId}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = utf8ToBytes(`huanyu-seed:${accountId}`.padEnd(16, '.'));
    hash = hashPassword(password, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  let actual: Uint8Array;
  try {
    actual = scrypt(utf8ToBytes(password.normalize('NFKC')), hexToBytes(salt), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      dkLen: expected.length / 2,
    });
  } catch {
    return false;
  }
  const wanted = hexToBytes(expected);
  // Compared in full whatever differs first: the time taken says nothing about how close a guess was.
  let difference = actual.length ^ wanted.length;
  for (let i = 0; i < wanted.length; i += 1) difference |= (actual[i] ?? 0) ^ (wanted[i] ?? 0);
  return difference === 0;
}
