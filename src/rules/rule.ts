/**
 * A rule: what one endpoint does, given its parsed request and the caller. Rules are plain async functions over
 * the ports (src/rules/ports.ts); the bindings (the MSW mock, the Fastify server) reach them only through
 * `answerRule` (src/rules/answer.ts).
 */
import type { EndpointSpec } from '../../contracts/common';
import type { Outcome } from './outcome';
import type { Ports } from './ports';
import type { RequestInput } from './readRequest';
import type { AdminRow, UserRow } from './sessions';

export interface RuleContext<E extends EndpointSpec> extends RequestInput<E> {
  readonly request: Request;
  /** The signed-in reader: always set on 'bearer' endpoints, set when a valid token came on 'optional' ones. */
  readonly viewer: UserRow | null;
  /** The signed-in editor: always set on 'admin' endpoints, null elsewhere. */
  readonly admin: AdminRow | null;
  /** The caller's network address, as the binding found it (per-address limits). */
  readonly client: string;
}

export interface Rule<E extends EndpointSpec = EndpointSpec> {
  readonly endpoint: E;
  readonly resolve: (context: RuleContext<E>, ports: Ports) => Promise<Outcome<E>>;
}

export function rule<E extends EndpointSpec>(endpoint: E, resolve: (context: RuleContext<E>, ports: Ports) => Promise<Outcome<E>>): Rule<E> {
  return { endpoint, resolve };
}

/** A file served as it is stored (uploaded pictures, audio): a GET by the name after `prefix`. */
export interface FileRoute {
  readonly prefix: `/api/${string}`;
  readonly serve: (name: string, ports: Ports) => Promise<FileAnswer>;
}

export type FileAnswer =
  | {
      readonly kind: 'file';
      readonly bytes: Uint8Array<ArrayBuffer>;
      readonly type: string;
      /** In place of FILE_HEADERS: a file that is not public, or not to be cached (the inbox's downloads). */
      readonly headers?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'missing'; readonly message: string };

/** Served files are named by their content's hash: a name never stands for two files, so caching is for ever. */
export const FILE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
} as const;
