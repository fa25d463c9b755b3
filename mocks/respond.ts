/**
 * Builds MSW handlers from contracts: the request is parsed with the endpoint's query and body structs (a bad
 * one gets 400 naming the field), and the reply is checked against the endpoint's response struct and error
 * texts, so a mock cannot drift from its contract without a test failing.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { create, StructError } from 'superstruct';
import {
  GENERIC_ERRORS,
  type BodyOf,
  type EndpointSpec,
  type QueryOf,
  type ResponseOf,
} from '../contracts/common';
import { viewerOf, type UserRow } from './auth';

export interface RequestContext<E extends EndpointSpec> {
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  readonly files: readonly File[];
  readonly request: Request;
  /** The signed-in caller: always set on 'bearer' endpoints, set when a valid token came on 'optional' ones. */
  readonly viewer: UserRow | null;
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

class BadRequest extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
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
): Promise<Omit<RequestContext<E>, 'viewer'>> {
  const url = new URL(request.url);
  const query = parse<QueryOf<E>>(Object.fromEntries(url.searchParams), endpoint.query, 'query');
  let rawBody: unknown;
  const files: File[] = [];
  if (endpoint.body) {
    if (endpoint.encoding === 'multipart') {
      const form = await request.formData().catch(() => {
        throw new BadRequest('Expected a multipart/form-data body');
      });
      const values = form.get('values');
      if (typeof values !== 'string') throw new BadRequest("Missing multipart field 'values'", 'values');
      try {
        rawBody = JSON.parse(values);
      } catch {
        throw new BadRequest("Multipart field 'values' is not valid JSON", 'values');
      }
      for (const [name, value] of form.entries()) {
        if (name !== 'values' && typeof value !== 'string') files.push(value);
      }
    } else {
      const text = await request.text();
      try {
        rawBody = text ? JSON.parse(text) : undefined;
      } catch {
        throw new BadRequest('The request body is not valid JSON');
      }
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
    let viewer: UserRow | null = null;
    if (endpoint.auth !== 'none') {
      const who = viewerOf(request);
      if (endpoint.auth === 'bearer' && who.kind === 'none') {
        return HttpResponse.json({ message: GENERIC_ERRORS.unauthorized }, { status: 401 });
      }
      if (endpoint.auth === 'bearer' && who.kind === 'invalid') {
        return HttpResponse.json({ message: GENERIC_ERRORS.sessionExpired }, { status: 401 });
      }
      viewer = who.kind === 'user' ? who.user : null;
    }
    let context: RequestContext<E>;
    try {
      context = { ...(await readInput(endpoint, request)), viewer };
    } catch (error) {
      if (error instanceof BadRequest) {
        return HttpResponse.json({ message: error.message, field: error.field }, { status: 400 });
      }
      throw error;
    }
    const outcome = await resolve(context);
    if (outcome.kind === 'fail') {
      const generic = Object.values(GENERIC_ERRORS) as string[];
      if (!endpoint.errors.includes(outcome.message) && !generic.includes(outcome.message) && outcome.status !== 400) {
        throw new Error(`${endpoint.method} ${endpoint.path}: '${outcome.message}' is not among its contract's errors`);
      }
      if (outcome.retryAfter !== undefined) {
        return HttpResponse.json(
          { message: outcome.message, retryAfter: outcome.retryAfter },
          { status: outcome.status, headers: { 'Retry-After': String(outcome.retryAfter) } },
        );
      }
      return HttpResponse.json({ message: outcome.message, field: outcome.field }, { status: outcome.status });
    }
    const [error, data] = endpoint.response.validate(outcome.data);
    if (error) {
      throw new Error(`${endpoint.method} ${endpoint.path}: the mock's reply breaks its contract: ${error.message}`);
    }
    return HttpResponse.json(data as JsonBodyType, { status: outcome.status ?? 200 });
  });
}
