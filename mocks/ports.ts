/**
 * The mock's ports (src/rules/ports.ts): the rules run over the @mswjs/data database (mocks/memoryStore.ts), on
 * the mock's clock (fixed in tests and stories), with ids that are the same from run to run, hashes cheap enough
 * for thousands of sign-ins, and mail printed instead of sent. Always local: the dev endpoints exist.
 */
import { noblePasswords } from '../src/rules/passwords';
import type { FileStore, PictureRenditions, Ports } from '../src/rules/ports';
import { mockNow } from './clock';
import { db, newId, newToken } from './db';
import { printingOutbox } from './mailbox';
import { memoryStore } from './memoryStore';
import { resetDb } from './seedDb';

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at += 1) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** Files in the database's `file` table (kept across reloads with it, mocks/persistence.ts). */
const memoryFiles: FileStore = {
  put(key, bytes, type) {
    db.file.delete({ where: { key: { equals: key } } });
    db.file.create({ key, type, data: toBase64(bytes) });
    return Promise.resolve();
  },
  get(key) {
    const row = db.file.findFirst({ where: { key: { equals: key } } });
    return Promise.resolve(row ? { bytes: fromBase64(row.data), type: row.type } : null);
  },
  delete(key) {
    db.file.delete({ where: { key: { equals: key } } });
    return Promise.resolve();
  },
};

export const mockPorts: Ports = {
  store: memoryStore,
  files: memoryFiles,
  clock: { now: mockNow },
  ids: { id: newId, token: newToken },
  passwords: noblePasswords,
  outbox: printingOutbox,
  local: true,
  reset: () => {
    resetDb();
    return Promise.resolve();
  },
};

/**
 * The mock server in Node (mocks/server.ts: `npm run dev`, the e2e journeys) makes an upload's renditions as the
 * real API does, with sharp, so a story's picture has its srcset there too (docs/decisions/097). The browser's
 * mock (Storybook, the demo) cannot run sharp and keeps originals only.
 */
export function setMockRenditions(renditions: PictureRenditions | undefined): void {
  (mockPorts as { renditions?: PictureRenditions }).renditions = renditions;
}
