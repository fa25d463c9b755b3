/**
 * Passwords are stored as scrypt hashes, `scrypt$N$r$p$salt$hash` (hex), so the cost can be raised without
 * losing the old hashes. The mock hashes with @noble/hashes (the same code in Node and in the browser, where the
 * demo build runs it), at a low cost on purpose: tests sign in thousands of times (docs/decisions/027). The real
 * API hashes the same format with Node's own scrypt, off the main thread, at a production cost
 * (src/apiServer/passwords.ts).
 */
import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Passwords } from './ports';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** The mock's cost. */
export const LOW_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_BYTES = 32;

export interface StoredHash {
  readonly cost: ScryptCost;
  readonly salt: Uint8Array;
  readonly hash: Uint8Array;
}

export function formatHash(cost: ScryptCost, salt: Uint8Array, hash: Uint8Array): string {
  return ['scrypt', cost.N, cost.r, cost.p, bytesToHex(salt), bytesToHex(hash)].join('$');
}

/** The parts of a stored hash, or null for anything else. */
export function parseHash(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  try {
    return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt: hexToBytes(salt), hash: hexToBytes(hash) };
  } catch {
    return null;
  }
}

/** What is hashed: the password in its compatibility form, so the same characters typed two ways match. */
export const passwordBytes = (password: string) => utf8ToBytes(password.normalize('NFKC'));

/** Compared in full whatever differs first: the time taken says nothing about how close a guess was. */
export function sameBytes(actual: Uint8Array, wanted: Uint8Array): boolean {
  let difference = actual.length ^ wanted.length;
  for (let i = 0; i < wanted.length; i += 1) difference |= (actual[i] ?? 0) ^ (wanted[i] ?? 0);
  return difference === 0;
}

export function hashPasswordSync(password: string, salt: Uint8Array = randomBytes(16), cost: ScryptCost = LOW_COST): string {
  return formatHash(cost, salt, scrypt(passwordBytes(password), salt, { ...cost, dkLen: KEY_BYTES }));
}

export function verifyPasswordSync(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    return sameBytes(scrypt(passwordBytes(password), parsed.salt, { ...parsed.cost, dkLen: parsed.hash.length }), parsed.hash);
  } catch {
    return false;
  }
}

/** The mock's passwords (and any binding without a native scrypt). */
export const noblePasswords: Passwords = {
  hash: (password) => Promise.resolve(hashPasswordSync(password)),
  verify: (password, stored) => Promise.resolve(verifyPasswordSync(password, stored)),
};

/** The seed's passwords are hashed once per process: every test re-seeds the database. */
const seedHashes = new Map<string, string>();

/**
 * A seeded account's hash: its salt is derived from the account id, so it is computed once per process. Only
 * for the seed, whose passwords are public (README) anyway; every other password gets a random salt.
 */
export function seedPasswordHash(accountId: string, password: string): string {
  const key = `${accountId}\u0000${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPasswordSync(password, utf8ToBytes(`huanyu-seed:${accountId}`.padEnd(16, '.')));
    seedHashes.set(key, hash);
  }
  return hash;
}

/** A hash no password matches in practice: an unknown account costs a verification too (equal timing). */
export const UNKNOWN_ACCOUNT_HASH = hashPasswordSync('no account has this password', utf8ToBytes('huanyu-unknown..'));
