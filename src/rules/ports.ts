/**
 * What the rules need from the world, and nothing more (docs/decisions/055). Two bindings provide them: the mock
 * (mocks/ports.ts: @mswjs/data in memory, the mock's clock, sequential ids) and the real API
 * (src/apiServer/ports.ts: PostgreSQL or its embedded build, the system clock, random ids, SMTP).
 */
import type { RenditionFormat } from '../../contracts/common';
import type { ColumnOf, Row, TableName } from './schema';

/** A condition on one column: a value (equality), or one operator. */
export type Condition<V> =
  | V
  | { readonly in: readonly V[] }
  | { readonly not: V }
  | { readonly lt: V }
  | { readonly lte: V }
  | { readonly gt: V }
  | { readonly gte: V };

/** Every condition must hold. */
export type Where<T extends TableName> = { readonly [C in ColumnOf<T>]?: Condition<Row<T>[C]> };

export interface FindOptions<T extends TableName> {
  /** Columns to sort by, in order; ties keep no particular order unless the last column is unique. */
  readonly orderBy?: readonly (readonly [ColumnOf<T>, 'asc' | 'desc'])[];
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * Search tokens every one of which a row's `tokens` column must hold; a token ending in `*` matches any token
 * it begins (a Latin word's prefix).
 */
export interface TokenQuery {
  readonly all: readonly string[];
}

/** Only these columns are read: a list need not carry what it does not show (an article's working copy). */
export interface SomeColumns<T extends TableName, C extends ColumnOf<T>> extends FindOptions<T> {
  readonly columns: readonly C[];
}

export interface Reader {
  get<T extends TableName>(table: T, key: string): Promise<Row<T> | null>;
  find<T extends TableName, C extends ColumnOf<T>>(table: T, where: Where<T> | undefined, options: SomeColumns<T, C>): Promise<Pick<Row<T>, C>[]>;
  find<T extends TableName>(table: T, where?: Where<T>, options?: FindOptions<T>): Promise<Row<T>[]>;
  first<T extends TableName, C extends ColumnOf<T>>(table: T, where: Where<T>, options: SomeColumns<T, C>): Promise<Pick<Row<T>, C> | null>;
  first<T extends TableName>(table: T, where: Where<T>, options?: FindOptions<T>): Promise<Row<T> | null>;
  count<T extends TableName>(table: T, where?: Where<T>): Promise<number>;
  /** How many rows per value of `column` (values with none are absent). */
  countBy<T extends TableName, C extends ColumnOf<T>>(table: T, column: C, where?: Where<T>): Promise<Map<Row<T>[C], number>>;
  /** Rows whose `tokens` column holds every token of the query. */
  matchTokens<T extends TableName>(table: T, column: ColumnOf<T>, query: TokenQuery, where?: Where<T>): Promise<Row<T>[]>;
}

export interface Writer {
  /** Throws UniqueViolation when a unique column set (schema.ts) is taken. */
  insert<T extends TableName>(table: T, row: Row<T>): Promise<Row<T>>;
  /** Many rows at once (a seed, a copy): a few statements rather than one per row. */
  insertMany<T extends TableName>(table: T, rows: readonly Row<T>[]): Promise<void>;
  /**
   * Changes one row, found by its key and, with `unless`, only while those conditions hold (a version not
   * changed since it was read): the row as it is now, or null when there is none or a condition failed.
   */
  update<T extends TableName>(table: T, key: string, patch: Partial<Row<T>>, where?: Where<T>): Promise<Row<T> | null>;
  updateWhere<T extends TableName>(table: T, where: Where<T>, patch: Partial<Row<T>>): Promise<number>;
  delete<T extends TableName>(table: T, key: string): Promise<boolean>;
  deleteWhere<T extends TableName>(table: T, where: Where<T>): Promise<number>;
}

export interface Tx extends Reader, Writer {}

export interface Store extends Tx {
  /**
   * Runs `work` in one transaction: all of its writes happen, or none (a throw rolls them back). Readers outside
   * see none of them until it ends.
   */
  transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
}

/** A unique column set was already taken: the database decided a race (one e-mail, one like, one vote). */
export class UniqueViolation extends Error {
  constructor(
    readonly table: TableName,
    readonly columns: readonly string[],
  ) {
    super(`${table}: (${columns.join(', ')}) is taken`);
    this.name = 'UniqueViolation';
  }
}

export function isUniqueViolation(error: unknown, table?: TableName): error is UniqueViolation {
  return error instanceof UniqueViolation && (table === undefined || error.table === table);
}

/** Bytes kept by name: uploads and attachments (a folder or a table; object storage in a large deployment). */
export interface FileStore {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>;
  get(key: string): Promise<{ readonly bytes: Uint8Array<ArrayBuffer>; readonly type: string } | null>;
  delete(key: string): Promise<void>;
}

/**
 * Makes a picture's renditions (sharp in the real API). The mock has none: there, uploads keep their original only.
 * The picture is turned upright by its EXIF orientation first, as browsers show it.
 */
export interface PictureRenditions {
  /** The picture `width` pixels wide (never wider than it is) in `format`. */
  resize(bytes: Uint8Array, width: number, format: RenditionFormat): Promise<Uint8Array>;
  /** Its 1200x630 share crop (SOCIAL_CROP), as JPEG. */
  socialCrop(bytes: Uint8Array): Promise<Uint8Array>;
}

export interface Clock {
  now(): number;
}

export interface Ids {
  /** A row's id: unique, and readable in a log ('usr_…'). */
  id(prefix: string): string;
  /** A secret: bearer tokens, mailed links. Never guessable. */
  token(): string;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** Told when mail was queued (after its transaction): the mock prints it, the server sends it. */
export interface Outbox {
  queued(): void;
}

export interface Ports {
  readonly store: Store;
  readonly files: FileStore;
  /** Absent where pictures are not re-encoded (the mock). */
  readonly renditions?: PictureRenditions;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly passwords: Passwords;
  readonly outbox: Outbox;
  /**
   * Local mode: the development endpoints (mailbox, reset) exist. The mock is always local; the real API is local
   * only on the embedded database of `npm start`.
   */
  readonly local: boolean;
  /** Puts the data back to the seed (POST /api/dev/reset, local mode only). */
  readonly reset?: () => Promise<void>;
}
