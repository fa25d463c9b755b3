/**
 * The mock database's file in Node (npm run mock-server with MOCK_DB_FILE): the Storage calls persistence needs,
 * each write atomic. The new text goes to a temporary file beside the target, is flushed to disk, then renamed
 * over it: a crash at any point leaves either the old file or the new one, never half of one.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import type { KeyValueStore } from './persistence';

export function fileStore(path: string): KeyValueStore {
  let writes = 0;
  return {
    getItem: () => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return null;
      }
    },
    setItem: (_key, value) => {
      const temporary = `${path}.${process.pid}.${(writes += 1)}.tmp`;
      try {
        const fd = openSync(temporary, 'w');
        try {
          writeSync(fd, value);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        renameSync(temporary, path);
      } catch (error) {
        rmSync(temporary, { force: true, recursive: true });
        throw error;
      }
    },
    removeItem: () => rmSync(path, { force: true }),
  };
}
