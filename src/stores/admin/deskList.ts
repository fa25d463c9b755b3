import { ApiFailure } from '../../api/client';
import { Resource } from '../../lib/Resource';
import type { DeskDeps } from './deskDeps';

/** One page of a desk list (articles, comments), as its screen shows it. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** A desk list's page as the server answers it. */
interface Answer<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
}

/**
 * Loads one page of a desk list, with whatever else the answer carries beside it (the inbox's editors). An ended
 * session ends the desk's session: a retry could only be refused again.
 */
export function listResource<A extends Answer<unknown>>(deps: DeskDeps, fetch: () => Promise<A>): Resource<ListPage<A['items'][number]> & Omit<A, keyof Answer<unknown>>> {
  return new Resource(async () => {
    const answer = await fetch().catch((error: unknown) => {
      if (error instanceof ApiFailure && error.status === 401) deps.sessionExpired();
      throw error;
    });
    const { items, page, total, pageSize, ...rest } = answer;
    return { ...rest, items, page, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
  });
}

/** The search and the page every desk list's address carries (?query=…&page=2): anything odd is left out. */
export function queryAndPage(params: URLSearchParams): { readonly query: string; readonly page: number } {
  const page = Number(params.get('page'));
  return { query: (params.get('query') ?? '').slice(0, 200), page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** A value of the address that must be one of `allowed`, or '' (no filter). */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** The search string for a list's filters, in the order named: only what is set (the query trimmed), page 1 left out. */
export function searchOf<F extends { readonly query: string; readonly page: number }>(filters: F, names: readonly (keyof F & string)[]): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('query', filters.query.trim());
  for (const name of names) if (filters[name]) params.set(name, String(filters[name]));
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A desk list's filters: its search and page, and one value of a few for each choice (a kind, a state, an edition). */
export type ChoiceFilters<C extends Readonly<Record<string, readonly string[]>>> = { readonly query: string; readonly page: number } & {
  readonly [K in keyof C]: C[K][number] | '';
};

/**
 * Filters that live in a list's address (?query=…&state=new&page=2), each choice one of its `choices` or none:
 * the blank set, the set read from an address (anything odd left out), and the address of a set (in `choices`'
 * order, only what is set).
 */
export function choiceFilters<C extends Readonly<Record<string, readonly string[]>>>(choices: C) {
  const names = Object.keys(choices) as (keyof C & string)[];
  const each = (value: (name: keyof C & string) => string) => Object.fromEntries(names.map((name) => [name, value(name)]));
  return {
    none: { query: '', ...each(() => ''), page: 1 } as ChoiceFilters<C>,
    fromSearch: (search: string): ChoiceFilters<C> => {
      const params = new URLSearchParams(search);
      const { query, page } = queryAndPage(params);
      return { query, ...each((name) => oneOf(params.get(name), choices[name] ?? [])), page } as ChoiceFilters<C>;
    },
    toSearch: (filters: ChoiceFilters<C>): string => searchOf(filters, names),
  };
}

/** Why a desk list's action (an inbox change, a reader blocked) did not happen, as its screen words it. */
export type DeskListError =
  | { readonly kind: 'offline' }
  | { readonly kind: 'sessionExpired' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'server'; readonly message: string };

/** The failure of a desk list's action, classified; an ended session ends the desk's session. */
export function deskListError(deps: Pick<DeskDeps, 'sessionExpired'>, error: unknown): DeskListError {
  if (error instanceof ApiFailure && error.status === 401) {
    deps.sessionExpired();
    return { kind: 'sessionExpired' };
  }
  if (error instanceof ApiFailure && error.status === 0) return { kind: 'offline' };
  if (error instanceof ApiFailure && error.status === 404) return { kind: 'notFound' };
  return { kind: 'server', message: (error instanceof ApiFailure && error.serverMessage) || 'Request failed' };
}
