/**
 * The file store on PostgreSQL: uploads and attachments as bytea rows of `files`, so every API process sees every
 * file with no shared disk, and a backup of the database holds them too. (A large deployment would put an object
 * store behind the same port; docs/deployment.md.)
 */
import type { FileStore } from '../rules/ports';
import type { Database } from './database';

export function databaseFiles(db: Database): FileStore {
  return {
    async put(key, bytes, type) {
      await db.query(
        'INSERT INTO files (key, type, bytes) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET type = excluded.type, bytes = excluded.bytes',
        [key, type, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
      );
    },
    async get(key) {
      const { rows } = await db.query<{ type: string; bytes: Uint8Array }>('SELECT type, bytes FROM files WHERE key = $1', [key]);
      const row = rows[0];
      if (!row) return null;
      return { type: row.type, bytes: new Uint8Array(row.bytes.buffer.slice(row.bytes.byteOffset, row.bytes.byteOffset + row.bytes.byteLength)) as Uint8Array<ArrayBuffer> };
    },
    async delete(key) {
      await db.query('DELETE FROM files WHERE key = $1', [key]);
    },
  };
}
