/**
 * The rules' store (src/rules/ports.ts) on PostgreSQL: each call one statement built from the table list
 * (src/rules/schema.ts), camelCase columns read and written as snake_case ones. The database decides what the mock
 * checks by hand: unique indexes refuse a second e-mail, like or vote (UniqueViolation), a conditional UPDATE saves
 * a version only if it is unchanged.
 */
import { UniqueViolation, type Condition, type FindOptions, type Store, type TokenQuery, type Tx, type Where } from '../rules/ports';
import { TABLES, type ColumnKind, type ColumnOf, type Row, type TableName } from '../rules/schema';
import type { Database, SqlClient } from './database';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const quote = (name: string) => `"${snake(name)}"`;

interface TableSql {
  readonly name: string;
  readonly key: string;
  readonly kinds: Readonly<Record<string, ColumnKind>>;
  /** The columns as the rules name them. */
  readonly select: string;
  /** Each column's select expression. */
  readonly selectOf: Readonly<Record<string, string>>;
  /** Unique constraint and index names -> the columns they cover. */
  readonly constraints: ReadonlyMap<string, readonly string[]>;
}

function tableSql(table: TableName): TableSql {
  const spec = TABLES[table];
  const kinds = spec.columns as Readonly<Record<string, ColumnKind>>;
  const selectOf = Object.fromEntries(
    Object.entries(kinds).map(([column, kind]) => [
      column,
      kind === 'tokens' ? `array_to_string(tsvector_to_array(${quote(column)}), ' ') AS "${column}"` : `${quote(column)} AS "${column}"`,
    ]),
  );
  const select = Object.values(selectOf).join(', ');
  const constraints = new Map<string, readonly string[]>([[`${spec.sql}_pkey`, [spec.key]]]);
  const unique = (spec as { unique?: readonly (readonly string[])[] }).unique ?? [];
  for (const columns of unique) constraints.set(`${spec.sql}_${columns.map(snake).join('_')}_key`, columns);
  for (const columns of (spec as { uniqueWhenNotEmpty?: readonly (readonly string[])[] }).uniqueWhenNotEmpty ?? []) {
    constraints.set(`${spec.sql}_${columns.map(snake).join('_')}_key`, columns);
  }
  return { name: `"${spec.sql}"`, key: spec.key, kinds, select, selectOf, constraints };
}

const SQL = Object.fromEntries(Object.keys(TABLES).map((table) => [table, tableSql(table as TableName)])) as Record<TableName, TableSql>;

/** A value as a parameter: a tokens column takes its space-separated tokens. */
function placeholder(kind: ColumnKind | undefined, index: number): string {
  return kind === 'tokens' ? `array_to_tsvector(string_to_array($${index}, ' '))` : `$${index}`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): number {
    this.values.push(value);
    return this.values.length;
  }
}

function conditionSql(column: string, condition: Condition<unknown>, params: Params): string {
  const name = quote(column);
  if (condition === null) return `${name} IS NULL`;
  if (typeof condition !== 'object') return `${name} = $${params.add(condition)}`;
  if ('in' in condition) {
    const values = condition.in as readonly unknown[];
    return values.length === 0 ? 'false' : `${name} = ANY($${params.add(values)})`;
  }
  if ('not' in condition) return `${name} IS DISTINCT FROM $${params.add(condition.not)}`;
  if ('lt' in condition) return `${name} < $${params.add(condition.lt)}`;
  if ('lte' in condition) return `${name} <= $${params.add(condition.lte)}`;
  if ('gt' in condition) return `${name} > $${params.add(condition.gt)}`;
  return `${name} >= $${params.add((condition as { gte: unknown }).gte)}`;
}

function whereSql(where: Record<string, unknown> | undefined, params: Params, extra: string[] = []): string {
  const parts = [...extra];
  for (const [column, condition] of Object.entries(where ?? {})) {
    if (condition !== undefined) parts.push(conditionSql(column, condition, params));
  }
  return parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '';
}

function optionsSql<T extends TableName>(options: FindOptions<T> | undefined, params: Params): string {
  let sql = '';
  if (options?.orderBy && options.orderBy.length > 0) {
    sql += ` ORDER BY ${options.orderBy.map(([column, direction]) => `${quote(column)} ${direction === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS FIRST'}`).join(', ')}`;
  }
  if (options?.limit !== undefined) sql += ` LIMIT $${params.add(options.limit)}`;
  if (options?.offset) sql += ` OFFSET $${params.add(options.offset)}`;
  return sql;
}

/** A tsquery of whole tokens and prefixes (`tea:*`), every one required; quoted so no token is read as syntax. */
function tsquery(query: TokenQuery): string {
  return query.all
    .map((token) => {
      const prefix = token.endsWith('*');
      const text = (prefix ? token.slice(0, -1) : token).replace(/\\/g, '\\\\').replace(/'/g, "''");
      return `'${text}'${prefix ? ':*' : ''}`;
    })
    .join(' & ');
}

/** A unique violation as the rules know it; any other error as it was. */
function translated(table: TableName, error: unknown): unknown {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return error;
  return new UniqueViolation(table, (typeof constraint === 'string' && SQL[table].constraints.get(constraint)) || []);
}

/** The store's operations on one connection (inside a transaction the caller holds). */
export function storeOn(client: SqlClient): Tx {
  const rows = async <T extends TableName>(text: string, params: Params): Promise<Row<T>[]> => (await client.query<Row<T>>(text, params.values)).rows;

  const find = <T extends TableName>(table: T, where?: Where<T>, options?: FindOptions<T>) => {
    const params = new Params();
    const sql = SQL[table];
    const columns = (options as { columns?: readonly string[] } | undefined)?.columns;
    const select = columns ? columns.map((column) => sql.selectOf[column]).join(', ') : sql.select;
    return rows<T>(`SELECT ${select} FROM ${sql.name}${whereSql(where, params)}${optionsSql(options, params)}`, params);
  };

  return {
    async get(table, key) {
      const params = new Params();
      const sql = SQL[table];
      const [row] = await rows<typeof table>(`SELECT ${sql.select} FROM ${sql.name} WHERE ${quote(sql.key)} = $${params.add(key)}`, params);
      return row ?? null;
    },
    find: find,
    first: (async <T extends TableName>(table: T, where: Where<T>, options?: FindOptions<T>) => {
      const [row] = await find(table, where, { ...options, limit: 1 });
      return row ?? null;
    }),
    async count(table, where) {
      const params = new Params();
      const result = await client.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${SQL[table].name}${whereSql(where, params)}`, params.values);
      return result.rows[0]?.n ?? 0;
    },
    async countBy<T extends TableName, C extends ColumnOf<T>>(table: T, column: C, where?: Where<T>) {
      const params = new Params();
      const result = await client.query<{ value: Row<T>[C]; n: number }>(
        `SELECT ${quote(column)} AS value, count(*)::integer AS n FROM ${SQL[table].name}${whereSql(where, params)} GROUP BY ${quote(column)}`,
        params.values,
      );
      return new Map(result.rows.map(({ value, n }) => [value, n]));
    },
    matchTokens(table, column, query, where) {
      const params = new Params();
      const sql = SQL[table];
      const match = `${quote(column)} @@ $${params.add(tsquery(query))}::tsquery`;
      return rows(`SELECT ${sql.select} FROM ${sql.name}${whereSql(where, params, [match])}`, params);
    },
    async insert(table, row) {
      const params = new Params();
      const sql = SQL[table];
      const columns = Object.keys(row).filter((column) => column in sql.kinds);
      const values = columns.map((column) => placeholder(sql.kinds[column], params.add((row as Record<string, unknown>)[column])));
      try {
        const [inserted] = await rows<typeof table>(
          `INSERT INTO ${sql.name} (${columns.map(quote).join(', ')}) VALUES (${values.join(', ')}) RETURNING ${sql.select}`,
          params,
        );
        if (!inserted) throw new Error(`${table}: the insert returned no row`);
        return inserted;
      } catch (error) {
        throw translated(table, error);
      }
    },
    async insertMany(table, many) {
      const sql = SQL[table];
      const columns = Object.keys(sql.kinds);
      // PostgreSQL takes at most 65,535 parameters in one statement.
      const perStatement = Math.max(1, Math.floor(60_000 / columns.length));
      for (let start = 0; start < many.length; start += perStatement) {
        const params = new Params();
        const tuples = many.slice(start, start + perStatement).map(
          (row) => `(${columns.map((column) => placeholder(sql.kinds[column], params.add((row as Record<string, unknown>)[column]))).join(', ')})`,
        );
        try {
          await client.query(`INSERT INTO ${sql.name} (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')}`, params.values);
        } catch (error) {
          throw translated(table, error);
        }
      }
    },
    async update(table, key, patch, where) {
      const params = new Params();
      const sql = SQL[table];
      const changes = Object.entries(patch).filter(([column, value]) => value !== undefined && column in sql.kinds);
      const keyed = `${quote(sql.key)} = $${params.add(key)}`;
      if (changes.length === 0) {
        const [row] = await rows<typeof table>(`SELECT ${sql.select} FROM ${sql.name}${whereSql(where, params, [keyed])}`, params);
        return row ?? null;
      }
      const set = changes.map(([column, value]) => `${quote(column)} = ${placeholder(sql.kinds[column], params.add(value))}`).join(', ');
      try {
        const [row] = await rows<typeof table>(`UPDATE ${sql.name} SET ${set}${whereSql(where, params, [keyed])} RETURNING ${sql.select}`, params);
        return row ?? null;
      } catch (error) {
        throw translated(table, error);
      }
    },
    async updateWhere(table, where, patch) {
      const params = new Params();
      const sql = SQL[table];
      const changes = Object.entries(patch).filter(([column, value]) => value !== undefined && column in sql.kinds);
      if (changes.length === 0) return 0;
      const set = changes.map(([column, value]) => `${quote(column)} = ${placeholder(sql.kinds[column], params.add(value))}`).join(', ');
      try {
        return (await client.query(`UPDATE ${sql.name} SET ${set}${whereSql(where, params)}`, params.values)).rowCount;
      } catch (error) {
        throw translated(table, error);
      }
    },
    async delete(table, key) {
      const sql = SQL[table];
      return (await client.query(`DELETE FROM ${sql.name} WHERE ${quote(sql.key)} = $1`, [key])).rowCount > 0;
    },
    async deleteWhere(table, where) {
      const params = new Params();
      return (await client.query(`DELETE FROM ${SQL[table].name}${whereSql(where, params)}`, params.values)).rowCount;
    },
  };
}

export function sqlStore(db: Database): Store {
  return {
    ...storeOn(db),
    transaction: (work) => db.transaction((client) => work(storeOn(client))),
  };
}
