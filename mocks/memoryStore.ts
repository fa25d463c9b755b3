/**
 * The rules' store (src/rules/ports.ts) over the mock's @mswjs/data database: what the SQL store does with
 * PostgreSQL, done in memory. Unique column sets are checked as the database's unique indexes would, a
 * conditional update changes nothing when its condition fails, and a transaction's writes are undone when it
 * throws. Transactions run one at a time; a write outside one is applied at once.
 */
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import {
  UniqueViolation,
  type Condition,
  type FindOptions,
  type Store,
  type TokenQuery,
  type Tx,
  type Where,
} from '../src/rules/ports';
import { TABLES, type ColumnOf, type Row, type TableName } from '../src/rules/schema';
import { db } from './db';

type Loose = Record<string, unknown>;

// The public API for writes (its events keep the snapshot in step, mocks/persistence.ts); the entity maps for
// reads, which would otherwise copy every row of a table to find one.
interface LooseModel {
  create(row: Loose): Loose;
  update(query: { where: Loose; data: Loose }): Loose | null;
  delete(query: { where: Loose }): Loose | null;
}
const model = (table: TableName) => db[table] as unknown as LooseModel;
const database = db[DATABASE_INSTANCE] as unknown as { getModel(name: string): Map<string, Loose> };
const entities = (table: TableName) => database.getModel(table);

function plain<T extends TableName>(table: T, entity: Loose, columns: readonly string[] = Object.keys(TABLES[table].columns)): Row<T> {
  const row: Loose = {};
  for (const column of columns) row[column] = entity[column];
  return row as Row<T>;
}

const columnsOf = (options: object | undefined) => (options as { columns?: readonly string[] } | undefined)?.columns;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

function holds(value: unknown, condition: Condition<unknown>): boolean {
  if (condition === null || typeof condition !== 'object') return value === condition;
  if ('in' in condition) return (condition.in as readonly unknown[]).includes(value);
  if ('not' in condition) return value !== condition.not;
  if ('lt' in condition) return value !== null && compare(value, condition.lt) < 0;
  if ('lte' in condition) return value !== null && compare(value, condition.lte) <= 0;
  if ('gt' in condition) return value !== null && compare(value, condition.gt) > 0;
  return value !== null && compare(value, (condition as { gte: unknown }).gte) >= 0;
}

function matches(entity: Loose, where: Loose | undefined): boolean {
  if (!where) return true;
  for (const [column, condition] of Object.entries(where)) {
    if (condition !== undefined && !holds(entity[column], condition)) return false;
  }
  return true;
}

function select<T extends TableName>(table: T, where?: Where<T>, options: FindOptions<T> = {}): Loose[] {
  let rows = [...entities(table).values()].filter((entity) => matches(entity, where as Loose | undefined));
  const order = options.orderBy;
  if (order && order.length > 0) {
    rows = rows.sort((a, b) => {
      for (const [column, direction] of order) {
        const difference = compare(a[column], b[column]);
        if (difference !== 0) return direction === 'asc' ? difference : -difference;
      }
      return 0;
    });
  }
  const start = options.offset ?? 0;
  return options.limit === undefined ? rows.slice(start) : rows.slice(start, start + options.limit);
}

function tokenMatches(tokens: string, query: TokenQuery): boolean {
  const held = tokens.split(' ');
  return query.all.every((wanted) =>
    wanted.endsWith('*') ? held.some((token) => token.startsWith(wanted.slice(0, -1))) : held.includes(wanted),
  );
}

/** The unique sets `row` would break, as the database's unique indexes would refuse it. */
function checkUnique<T extends TableName>(table: T, row: Loose, ownKey: string | null): void {
  const spec = TABLES[table];
  const key = spec.key as string;
  if (ownKey === null && entities(table).has(String(row[key]))) throw new UniqueViolation(table, [key]);
  const sets: { columns: readonly string[]; skipEmpty: boolean }[] = [
    ...(spec.unique ?? []).map((columns) => ({ columns: columns, skipEmpty: false })),
    ...((spec as { uniqueWhenNotEmpty?: readonly (readonly string[])[] }).uniqueWhenNotEmpty ?? []).map((columns) => ({ columns, skipEmpty: true })),
  ];
  for (const { columns, skipEmpty } of sets) {
    // A partial index leaves out the rows whose first column is empty.
    if (skipEmpty && row[columns[0] ?? ''] === '') continue;
    for (const [otherKey, other] of entities(table)) {
      if (otherKey !== (ownKey ?? row[key]) && columns.every((column) => other[column] === row[column])) {
        throw new UniqueViolation(table, columns);
      }
    }
  }
}

const byKey = (table: TableName, key: string): Loose => ({ [TABLES[table].key]: { equals: key } });

type Undo = () => void;

function writer(undo: Undo[] | null): Pick<Tx, 'insert' | 'insertMany' | 'update' | 'updateWhere' | 'delete' | 'deleteWhere'> {
  const remember = (step: Undo) => undo?.push(step);
  const insert = <T extends TableName>(table: T, row: Row<T>): Promise<Row<T>> => {
    checkUnique(table, row as Loose, null);
    const created = model(table).create({ ...row });
    const key = String((row as Loose)[TABLES[table].key]);
    remember(() => model(table).delete({ where: byKey(table, key) }));
    return Promise.resolve(plain(table, created));
  };
  const update = <T extends TableName>(table: T, key: string, patch: Partial<Row<T>>, where?: Where<T>): Promise<Row<T> | null> => {
    const before = entities(table).get(key);
    if (!before || !matches(before, where)) return Promise.resolve(null);
    const previous = plain(table, before);
    const next = { ...previous, ...patch } as Loose;
    checkUnique(table, next, key);
    const changed = model(table).update({ where: byKey(table, key), data: { ...patch } });
    if (!changed) return Promise.resolve(null);
    remember(() => model(table).update({ where: byKey(table, String(next[TABLES[table].key])), data: previous }));
    return Promise.resolve(plain(table, changed));
  };
  const remove = <T extends TableName>(table: T, key: string): Promise<boolean> => {
    const before = entities(table).get(key);
    if (!before) return Promise.resolve(false);
    const previous = plain(table, before);
    model(table).delete({ where: byKey(table, key) });
    remember(() => model(table).create({ ...previous }));
    return Promise.resolve(true);
  };
  const keysOf = <T extends TableName>(table: T, where: Where<T>) =>
    select(table, where).map((entity) => String(entity[TABLES[table].key]));
  return {
    insert,
    async insertMany(table, rows) {
      for (const row of rows) await insert(table, row);
    },
    update,
    delete: remove,
    async updateWhere(table, where, patch) {
      let changed = 0;
      for (const key of keysOf(table, where)) if (await update(table, key, patch)) changed += 1;
      return changed;
    },
    async deleteWhere(table, where) {
      let removed = 0;
      for (const key of keysOf(table, where)) if (await remove(table, key)) removed += 1;
      return removed;
    },
  };
}

const reader: Pick<Tx, 'get' | 'find' | 'first' | 'count' | 'countBy' | 'matchTokens'> = {
  get(table, key) {
    const entity = entities(table).get(key);
    return Promise.resolve(entity ? plain(table, entity) : null);
  },
  find: (<T extends TableName>(table: T, where?: Where<T>, options?: FindOptions<T>) =>
    Promise.resolve(select(table, where, options).map((entity) => plain(table, entity, columnsOf(options))))),
  first: (<T extends TableName>(table: T, where: Where<T>, options?: FindOptions<T>) => {
    const [entity] = select(table, where, { ...options, limit: 1 });
    return Promise.resolve(entity ? plain(table, entity, columnsOf(options)) : null);
  }),
  count(table, where) {
    return Promise.resolve(select(table, where).length);
  },
  countBy<T extends TableName, C extends ColumnOf<T>>(table: T, column: C, where?: Where<T>) {
    const counts = new Map<Row<T>[C], number>();
    for (const entity of select(table, where)) {
      const value = entity[column] as Row<T>[C];
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return Promise.resolve(counts);
  },
  matchTokens(table, column, query, where) {
    const rows = select(table, where).filter((entity) => tokenMatches(String(entity[column]), query));
    return Promise.resolve(rows.map((entity) => plain(table, entity)));
  },
};

let queue: Promise<unknown> = Promise.resolve();

export const memoryStore: Store = {
  ...reader,
  ...writer(null),
  transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R> {
    const run = async () => {
      const undo: Undo[] = [];
      try {
        return await work({ ...reader, ...writer(undo) });
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  },
};
