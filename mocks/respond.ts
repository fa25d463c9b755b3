/**
 * Builds MSW handlers from contracts: the request is parsed with the endpoint's query and body structs (a bad
 * one gets 400 naming the field), and the reply is checked against the endpoint's response struct and error
 * texts, so a mock cannot drift from its contract without a test failing.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { create, StructError } from 'superstruct';
import {
  GENERIC_ERRORS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REQUEST_LIMITS,
  type BodyOf,
  type EndpointSpec,
  type QueryOf,
  type ResponseOf,
} from '../contracts/common';
import { adminOf, viewerOf, type AdminRow, type UserRow } from './auth';
import { answerOnce, type KeptAnswer } from './idempotency';

export interface RequestContext<E extends EndpointSpec> {
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  readonly files: readonly File[];
  readonly request: Request;
  /** The signed-in caller: always set on 'bearer' endpoints, set when a valid token came on 'optional' ones. */
  readonly viewer: UserRow | null;
  /** The signed-in editor: always set on 'admin' endpoints, null elsewhere. */
  readonly admin: AdminRow | null;
}

export type Outcome<E extends EndpointSpec> =
  | { readonly kind: 'ok'; readonly data: ResponseOf<E>; readonly status?: number }
  | {
      readonly kind: 'fail';
      readonly status: number;
      readonly message: string;
      readonly field?: string;
      /** 429: seconds to wait, sent as Retry-After and in the body. */
      readonly retryAfter?: number;
    };

export function ok<E extends EndpointSpec>(data: ResponseOf<E>, status = 200): Outcome<E> {
  return { kind: 'ok', data, status };
}

export function fail<E extends EndpointSpec>(status: number, message: string, field?: string): Outcome<E> {
  return field === undefined ? { kind: 'fail', status, message } : { kind: 'fail', status, message, field };
}

/** 429: a rate limit was reached; `seconds` until the caller may try again. */
export function tooManyRequests<E extends EndpointSpec>(seconds: number): Outcome<E> {
  return { kind: 'fail', status: 429, message: GENERIC_ERRORS.tooManyRequests, retryAfter: seconds };
}

/** A request refused before it reaches the handler: 400 (bad input), 413 (too large) or 415 (wrong type). */
class BadRequest extends Error {
  constructor(
    message: string,
    readonly field?: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message);
  }
}

const tooLarge = () => new BadRequest(GENERIC_ERRORS.payloadTooLarge, undefined, 413);

/** The body's bytes, refused with 413 past `limit` (by its declared length first, so a huge one is not read). */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > limit) throw tooLarge();
  return bytes;
}

/** The media type without its parameters, lower case: 'application/json; charset=utf-8' -> 'application/json'. */
function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const isJson = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/** Strict UTF-8: a request with invalid bytes is refused, not read with replacement characters. */
function decodeUtf8(bytes: Uint8Array, where: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequest(`The ${where} is not valid UTF-8`);
  }
}

/** How deep JSON text nests, read without parsing it (a deep one must not reach the parser or the validators). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, (depth += 1));
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

function parseJson(text: string, what: string): unknown {
  if (nestingDepth(text) > REQUEST_LIMITS.jsonDepth) {
    throw new BadRequest(`${what} nests deeper than ${REQUEST_LIMITS.jsonDepth} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest(`${what} is not valid JSON`);
  }
}

/** Query values must be valid percent-encoded UTF-8 ('%FF' is not a character). */
function checkQueryEncoding(url: URL): void {
  for (const part of url.search.slice(1).split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw new BadRequest('The query string is not valid UTF-8');
    }
  }
}

function describeStructError(error: StructError, where: string): BadRequest {
  const field = error.path.join('.');
  const detail = error.refinement
    ? `${error.message.replace(/^Expected .*?, but received .*$/, '').trim() || error.message}`
    : error.message;
  return new BadRequest(`Invalid ${where} field '${field || '(root)'}': ${detail}`, field || undefined);
}

function parse<T>(value: unknown, struct: EndpointSpec['query'], where: string): T {
  if (!struct) return undefined as T;
  try {
    return create(value, struct) as T;
  } catch (error) {
    if (error instanceof StructError) throw describeStructError(error, where);
    throw error;
  }
}

async function readInput<E extends EndpointSpec>(
  endpoint: E,
  request: Request,
): Promise<Omit<RequestContext<E>, 'viewer' | 'admin'>> {
  const url = new URL(request.url);
  checkQueryEncoding(url);
  const query = parse<QueryOf<E>>(Object.fromEntries(url.searchParams), endpoint.query, 'query');
  let rawBody: unknown;
  const files: File[] = [];
  if (endpoint.body) {
    const multipart = endpoint.encoding === 'multipart';
    const bytes = await readBytes(request, multipart ? REQUEST_LIMITS.multipartBytes : REQUEST_LIMITS.jsonBytes);
    const type = mediaType(request);
    // An empty body has nothing to misread: the contract then says whether one was needed (400).
    if (bytes.byteLength > 0 && (multipart ? type !== 'multipart/form-data' : !isJson(type))) {
      throw new BadRequest(
        `${GENERIC_ERRORS.unsupportedMediaType}: send ${multipart ? 'multipart/form-data' : 'application/json'}`,
        undefined,
        415,
      );
    }
    if (multipart) {
      const copy = new Request(request.url, { method: 'POST', headers: request.headers, body: bytes });
      const form = await copy.formData().catch(() => {
        throw new BadRequest('Expected a multipart/form-data body');
      });
      const values = form.get('values');
      if (typeof values !== 'string') throw new BadRequest("Missing multipart field 'values'", 'values');
      rawBody = parseJson(values, "Multipart field 'values'");
      for (const [name, value] of form.entries()) {
        if (name !== 'values' && typeof value !== 'string') files.push(value);
      }
    } else {
      const text = decodeUtf8(bytes, 'request body');
      rawBody = text ? parseJson(text, 'The request body') : undefined;
    }
  }
  const body = parse<BodyOf<E>>(rawBody, endpoint.body, 'body');
  return { query, body, files, request };
}

export function handle<E extends EndpointSpec>(
  endpoint: E,
  resolve: (context: RequestContext<E>) => Outcome<E> | Promise<Outcome<E>>,
) {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${endpoint.path}`, async ({ request }) => {
    const key = endpoint.idempotent ? request.headers.get(IDEMPOTENCY_HEADER) : null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return HttpResponse.json({ message: `Invalid header '${IDEMPOTENCY_HEADER}'` }, { status: 400 });
    }
    const answer =
      key === null
        ? await answerRequest(endpoint, request, resolve)
        : await answerOnce(`${endpoint.method} ${endpoint.path}`, key, () => answerRequest(endpoint, request, resolve));
    return HttpResponse.json(answer.body as JsonBodyType, {
      status: answer.status,
      ...(answer.headers ? { headers: answer.headers } : {}),
    });
  });
}

async function answerRequest<E extends EndpointSpec>(
  endpoint: E,
  request: Request,
  resolve: (context: RequestContext<E>) => Outcome<E> | Promise<Outcome<E>>,
): Promise<KeptAnswer> {
  let viewer: UserRow | null = null;
  let admin: AdminRow | null = null;
  if (endpoint.auth === 'admin') {
    const who = adminOf(request);
    if (who.kind === 'none') return { status: 401, body: { message: GENERIC_ERRORS.unauthorized } };
    // A reader's valid token on the editors' desk is a reader who is not allowed in; anything else is a bad token.
    if (who.kind === 'invalid') {
      return viewerOf(request).kind === 'user'
        ? { status: 403, body: { message: GENERIC_ERRORS.adminOnly } }
        : { status: 401, body: { message: GENERIC_ERRORS.sessionExpired } };
    }
    admin = who.admin;
  } else if (endpoint.auth !== 'none') {
    const who = viewerOf(request);
    if (endpoint.auth === 'bearer' && who.kind === 'none') {
      return { status: 401, body: { message: GENERIC_ERRORS.unauthorized } };
    }
    if (endpoint.auth === 'bearer' && who.kind === 'invalid') {
      return { status: 401, body: { message: GENERIC_ERRORS.sessionExpired } };
    }
    viewer = who.kind === 'user' ? who.user : null;
  }
  let context: RequestContext<E>;
  try {
    context = { ...(await readInput(endpoint, request)), viewer, admin };
  } catch (error) {
    if (error instanceof BadRequest) return { status: error.status, body: { message: error.message, field: error.field } };
    throw error;
  }
  const outcome = await resolve(context);
  if (outcome.kind === 'fail') {
    const generic = Object.values(GENERIC_ERRORS) as string[];
    if (!endpoint.errors.includes(outcome.message) && !generic.includes(outcome.message) && outcome.status !== 400) {
      throw new Error(`${endpoint.method} ${endpoint.path}: '${outcome.message}' is not among its contract's errors`);
    }
    if (outcome.retryAfter !== undefined) {
      // The header for clients that can read it; the body too, since a cross-origin client may not.
      return {
        status: outcome.status,
        body: { message: outcome.message, retryAfter: outcome.retryAfter },
        headers: { 'Retry-After': String(outcome.retryAfter) },
      };
    }
    return { status: outcome.status, body: { message: outcome.message, field: outcome.field } };
  }
  const [error, data] = endpoint.response.validate(outcome.data);
  if (error) {
    throw new Error(`${endpoint.method} ${endpoint.path}: the mock's reply breaks its contract: ${error.message}`);
  }
  return { status: outcome.status ?? 200, body: data };
}
