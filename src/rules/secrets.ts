/** Secrets are stored as their SHA-256: a copy of the tables holds no live token or mailed link. */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function hashSecret(secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(secret)));
}

export function hashBytes(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}
