/**
 * Local mode's reset (POST /api/dev/reset, the contract suite between its tests), made cheap: triggers note which
 * tables a statement touched since the last reset, and only those (with the tables whose foreign keys point at
 * them) are emptied and seeded again. Installed by local mode only; a production database has no such triggers.
 */
import { TABLE_NAMES, TABLES, type Row, type TableName } from '../rules/schema';
import type { Database, SqlClient } from './database';
import { storeOn } from './sqlStore';

export type SeedRows = { readonly [T in TableName]?: readonly Row<T>[] };

const ALL_TABLES = [...TABLE_NAMES.map((name) => TABLES[name].sql), 'files'];

export async function installDirtyTracking(db: Database): Promise<void> {
  const triggers = ALL_TABLES.map(
    (table) => `DROP TRIGGER IF EXISTS local_dirty ON "${table}";
      CREATE TRIGGER local_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION local_mark_dirty();`,
  );
  await db.script(`
    CREATE TABLE IF NOT EXISTS local_dirty (name text PRIMARY KEY);
    CREATE OR REPLACE FUNCTION local_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO local_dirty VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
    ${triggers.join('\n')}
    -- What was there before the triggers is not known to be the seed.
    INSERT INTO local_dirty (name) VALUES ${ALL_TABLES.map((table) => `('${table}')`).join(', ')} ON CONFLICT DO NOTHING;
  `);
}

/** The tables to empty for these dirty ones: those, and every table whose rows point at one of them. */
async function withDependents(db: SqlClient, dirty: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const closure = new Set(dirty);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { child, parent } of rows) {
      if (closure.has(unquote(parent)) && !closure.has(unquote(child))) {
        closure.add(unquote(child));
        grew = true;
      }
    }
  }
  return closure;
}

/** The seed again, in the tables changed since the last reset (all of them the first time). */
export async function resetToSeed(db: Database, rows: SeedRows): Promise<void> {
  await db.transaction(async (client) => {
    const dirty = (await client.query<{ name: string }>('SELECT name FROM local_dirty')).rows.map((row) => row.name);
    if (dirty.length === 0) return;
    const tables = await withDependents(client, dirty);
    // One statement: TRUNCATE of tables that refer to each other must name them together.
    const names = ALL_TABLES.filter((table) => tables.has(table));
    await client.script(`TRUNCATE ${names.map((table) => `"${table}"`).join(', ')}`);
    const tx = storeOn(client);
    for (const name of TABLE_NAMES) {
      if (tables.has(TABLES[name].sql)) await tx.insertMany(name, (rows[name] ?? []));
    }
    await client.query('DELETE FROM local_dirty');
  });
}
