/** Fills the mock database from the seed (mocks/seedRows.ts): the state every test, story and fresh browser starts from. */
import { TABLE_NAMES } from '../src/rules/schema';
import { mockNow } from './clock';
import { db, dropDb } from './db';
import { seedRows } from './seedRows';

export { SEED_ADMIN, SEED_CONTRIBUTOR, SEED_EDITOR, SEED_SECOND_ADMIN } from './seedRows';

export function seedDb(): void {
  const rows = seedRows(mockNow());
  for (const table of TABLE_NAMES) {
    const model = db[table] as unknown as { create(row: object): unknown };
    for (const row of rows[table] ?? []) model.create({ ...row });
  }
}

/** Empties every table and seeds it again. */
export function resetDb(): void {
  dropDb();
  seedDb();
}
