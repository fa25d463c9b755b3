/**
 * The mock backend's database (@mswjs/data), made from the rules' table list (src/rules/schema.ts): the rules read
 * and write it through the memory store (mocks/memoryStore.ts), so the mock behaves like the real API on
 * PostgreSQL. Stories and tests may set a scenario up here directly; rules are checked through the API.
 */
import { drop, factory, nullable, primaryKey } from '@mswjs/data';
// With its extension: Playwright's loader (the e2e specs import the seed) resolves no bare deep paths.
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary.js';
import type { NullableProperty } from '@mswjs/data/lib/nullable';
import type { PrimaryKey } from '@mswjs/data/lib/primaryKey';
import { TABLES, type ColumnKind, type TableName, type Tables } from '../src/rules/schema';

let nextId = 1;

/** Ids that are unique, readable in a debugger, and the same from run to run (no Math.random). */
export function newId(prefix: string): string {
  const id = `${prefix}_${String(nextId).padStart(6, '0')}`;
  nextId += 1;
  return id;
}

export function idCounter(): number {
  return nextId;
}

export function restoreIdCounter(value: number): void {
  nextId = Math.max(nextId, value);
}

/** Tokens must not be guessable, even in a mock: they stand for bearer credentials and mailed links. */
export function newToken(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

type Property<K extends ColumnKind> = K extends 'text' | 'tokens'
  ? StringConstructor
  : K extends 'int' | 'ms'
    ? NumberConstructor
    : K extends 'bool'
      ? BooleanConstructor
      : NullableProperty<number>;

type Model<T extends TableName> = {
  [C in keyof Tables[T]['columns']]: C extends Tables[T]['key'] ? PrimaryKey<string> : Tables[T]['columns'][C] extends ColumnKind ? Property<Tables[T]['columns'][C]> : never;
};

function property(kind: ColumnKind): unknown {
  if (kind === 'text' || kind === 'tokens') return String;
  if (kind === 'int' || kind === 'ms') return Number;
  if (kind === 'bool') return Boolean;
  return nullable(Number);
}

function model<T extends TableName>(name: T): Model<T> {
  const { columns, key } = TABLES[name];
  return Object.fromEntries(
    Object.entries(columns).map(([column, kind]) => [column, column === key ? primaryKey(String) : property(kind)]),
  ) as Model<T>;
}

const models = Object.fromEntries(Object.keys(TABLES).map((name) => [name, model(name as TableName)])) as {
  [T in TableName]: Model<T>;
};

export const db = factory({
  ...models,
  /** The memory file store's bytes (mocks/ports.ts), base64. */
  file: { key: primaryKey(String), type: String, data: String },
});

// @mswjs/data's `sync` extension mirrors every write to the other tabs of the origin over a BroadcastChannel. Each
// tab's mock is its own (mocks/persistence.ts keeps it across reloads): another tab's seed or reset must not land
// here, and posting every seeded row was a tenth of a story's time in the browser. Its listeners are the only ones
// at this point; persistence adds its own later.
(db[DATABASE_INSTANCE] as unknown as { events: { removeAllListeners(): void } }).events.removeAllListeners();

export type Db = typeof db;

/**
 * The tables readers' and editors' actions write to: what persistence keeps and restores. Not the search rows:
 * they are made again from the articles restored (mocks/persistence.ts), and would fill a browser's storage.
 */
export const MUTABLE_TABLES = [
  'user',
  'readerBlock',
  'session',
  'mailToken',
  'like',
  'comment',
  'vote',
  'subscription',
  'subscriptionEdition',
  'emailChange',
  'contactMessage',
  'contribution',
  'contributionFile',
  'inboxEvent',
  'inboxFileLink',
  'mail',
  'newsletterIssue',
  'admin',
  'adminSession',
  'picture',
  'article',
  'articlePreview',
  'post',
  'poll',
  'pollVariant',
  'audio',
  'mediaItem',
  'media',
  'page',
  'frontPage',
  'category',
  'author',
  'authorSlug',
  'topic',
  'commercialBlock',
  'rateHit',
  'idempotency',
  'file',
] as const;
export type MutableTable = (typeof MUTABLE_TABLES)[number];

/** Empties every table (mocks/seedDb.ts's resetDb seeds it again). */
export function dropDb(): void {
  drop(db);
  nextId = 1;
}

/** Reads a content row's contract document. */
export function docOf<T>(row: { doc: string }): T {
  return JSON.parse(row.doc) as T;
}
