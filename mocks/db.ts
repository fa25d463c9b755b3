/**
 * The mock backend's database (@mswjs/data). Every handler reads and writes here, so the mock behaves like a
 * server with state: what one request stores, the next one sees.
 */
import { drop, factory, primaryKey } from '@mswjs/data';

let nextId = 1;

/** Ids that are unique, readable in a debugger, and the same from run to run (no Math.random). */
export function newId(prefix: string): string {
  const id = `${prefix}_${String(nextId).padStart(6, '0')}`;
  nextId += 1;
  return id;
}

export const db = factory({
  subscription: {
    id: primaryKey(String),
    email: String,
    firstName: String,
    lastName: String,
    phone: String,
    locale: String,
    /** The address was confirmed through the link in the confirmation mail. */
    confirmed: Boolean,
    createdAt: Number,
  },
});

/** Empties every table: each test and story starts from the same state. */
export function resetDb(): void {
  drop(db);
  nextId = 1;
}
