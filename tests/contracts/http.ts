/** A tiny HTTP client for contract tests: it calls a server exactly as any client would, from a contract. */
import { IDEMPOTENCY_HEADER, type EndpointSpec } from '../../contracts/common';

export interface Reply {
  readonly status: number;
  readonly json: unknown;
  readonly headers: Headers;
}

export interface CallOptions {
  readonly query?: Record<string, string | number | boolean | undefined>;
  readonly body?: unknown;
  /** Multipart endpoints: sent after the `values` field. */
  readonly files?: readonly File[];
  /** 'none' sends no Authorization header. */
  readonly token?: string;
  /** Sent as the raw body, for bodies that are not JSON (or not UTF-8). */
  readonly rawBody?: string | Uint8Array<ArrayBuffer>;
  /** The raw body's Content-Type (application/json unless given); null sends none. */
  readonly contentType?: string | null;
  /** Appended to the path as is, for query strings URLSearchParams would encode ('page=%FF'). */
  readonly rawQuery?: string;
  /** Sent as the Idempotency-Key header. */
  readonly idempotencyKey?: string;
  /** Extra request headers (Origin, X-Forwarded-For, …). */
  readonly headers?: Record<string, string>;
}

/** The request a client sends for `endpoint` (what callEndpoint fetches, what the rules' tests hand to a rule). */
export function requestFor(base: string, endpoint: EndpointSpec, options: CallOptions = {}): Request {
  const url = new URL(`${endpoint.path}${options.rawQuery === undefined ? '' : `?${options.rawQuery}`}`, base);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token && options.token !== 'none') headers.set('Authorization', `Bearer ${options.token}`);
  if (options.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) {
    if (options.contentType !== null) headers.set('Content-Type', options.contentType ?? 'application/json');
    body = options.rawBody;
  } else if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    form.append('values', JSON.stringify(options.body ?? {}));
    options.files?.forEach((file, index) => form.append(`file${index}`, file, file.name));
    body = form;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return new Request(url, { method: endpoint.method, headers, body });
}

export async function callEndpoint(base: string, endpoint: EndpointSpec, options: CallOptions = {}): Promise<Reply> {
  const response = await fetch(requestFor(base, endpoint, options));
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, json, headers: response.headers };
}
