/**
 * Shapes shared by every resource, and the way an endpoint is declared.
 *
 * An endpoint is declared once, here in contracts/, and read by three users: the API client (validates every
 * response), the mock handlers (parse every request, assert every reply) and the tests and fixtures.
 */
import { enums, object, optional, refine, string, type Infer, type Struct } from 'superstruct';

export const LOCALES = ['en', 'zh-cn', 'zh-tw'] as const;
export const Locale = enums(LOCALES);
export type Locale = Infer<typeof Locale>;

/** Deliberately permissive: one '@', something on both sides, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const Email = refine(string(), 'Email', (value) => isEmail(value) || 'must be a valid email address');

/** The body of every failed call: the server's text, and the field it is about when there is one. */
export const ApiErrorBody = object({
  message: string(),
  field: optional(string()),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;

/** Texts every endpoint may answer besides its own. */
export const GENERIC_ERRORS = {
  badRequest: 'Bad request',
  unauthorized: 'Authorization required',
  internal: 'Internal server error',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// `any` is needed here: an endpoint's structs are of many types, and each declaration keeps its own precise
// type through the `const` type parameter of defineEndpoint.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly query?: Struct<any, any>;
  readonly body?: Struct<any, any>;
  /** 'multipart' bodies are FormData: a `values` field holding the JSON of `body`, then one field per file. */
  readonly encoding?: 'json' | 'multipart';
  readonly auth: 'none' | 'bearer';
  readonly response: Struct<any, any>;
  /** The server texts this endpoint answers on failure, besides GENERIC_ERRORS. */
  readonly errors: readonly string[];
}

export type QueryOf<E extends EndpointSpec> = E['query'] extends Struct<infer Q, any> ? Q : undefined;
export type BodyOf<E extends EndpointSpec> = E['body'] extends Struct<infer B, any> ? B : undefined;
export type ResponseOf<E extends EndpointSpec> = E['response'] extends Struct<infer R, any> ? R : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}
