import { mask, StructError, type Struct } from 'superstruct';
import {
  ApiErrorBody,
  IDEMPOTENCY_HEADER,
  type BodyOf,
  type EndpointSpec,
  type QueryOf,
  type ResponseOf,
} from '../../contracts/common';

interface ApiClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** The bearer token of the signed-in reader, read at call time. */
  readonly getToken?: () => string | null;
  /** The admin session's token, for 'admin' endpoints (the editors' desk), read at call time. */
  readonly getAdminToken?: () => string | null;
  readonly fetch?: typeof fetch;
  /** Told of each successful answer and what its contract made of it (the server records it for the browser). */
  readonly onRead?: (response: Response, value: unknown) => void;
  /** Whether an answer was already read through its contract where it came from (a server-rendered page's). */
  readonly checked?: (response: Response) => boolean;
  /** Where answers already read through their contracts are kept (the server's; the browser keeps none). */
  readonly reads?: ContractReads;
}

/**
 * A memo of answers read through their contracts, keyed by the endpoint and the answer's text: the same text read
 * the same way gives the same value, so `read` may hand back what `fresh` gave for that text before (and must
 * then never hand out a value anything may change).
 */
export interface ContractReads {
  read<T>(key: string, text: string, fresh: () => T): T;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- any struct: the endpoint's own type is inferred */
/** Where the endpoint declares a query or a body, the call must send one, typed by the contract. */
type Declared<E extends EndpointSpec> = (E['query'] extends Struct<any, any>
  ? { readonly query: QueryOf<E> }
  : { readonly query?: undefined }) &
  (E['body'] extends Struct<any, any> ? { readonly body: BodyOf<E> } : { readonly body?: undefined });
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What a call can leave out: everything, when the endpoint declares neither a query nor a body. */
type CallArguments<E extends EndpointSpec> = object extends Declared<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type CallInput<E extends EndpointSpec> = Declared<E> & {
  /** Multipart endpoints only: sent as one field each, after the `values` field. */
  readonly files?: readonly File[];
  /**
   * Sends this one request instead of `fetch` (an upload that reports its progress); same semantics. It is handed
   * `progressed`, to call whenever the request shows signs of life: the timeout then counts from the last of
   * them, not from the start, so a large upload on a slow line is not cut off while it is still moving.
   */
  readonly transport?: (progressed: () => void) => typeof fetch;
  /** Gives up on the request (its popup was closed): it rejects with an ApiFailure of reason 'aborted'. */
  readonly signal?: AbortSignal;
  /** Idempotent endpoints only: the same key on every attempt of one send, so the server acts on it once. */
  readonly idempotencyKey?: string;
};

/**
 * A call that did not succeed. SPEC §7: "on failure a call rejects with the response body" — `body` is that
 * body (parsed JSON, or text), `status` is 0 when no response came (offline, timeout, aborted).
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly reason: 'http' | 'network' | 'timeout' | 'aborted' = 'http',
  ) {
    super(typeof body === 'string' ? body : describe(body));
  }

  /** The request field a 400 is about, when the server names one. */
  get serverField(): string | undefined {
    const [error, parsed] = readTolerantly(this.body, ApiErrorBody);
    return error ? undefined : parsed.field;
  }

  /** The server's text (`message` of a JSON body, or a text body), used to look up the error catalogue. */
  get serverMessage(): string | undefined {
    if (typeof this.body === 'string') return this.body;
    const [error, parsed] = readTolerantly(this.body, ApiErrorBody);
    return error ? undefined : parsed.message;
  }
}

/** A response that does not keep its contract. It names the field so the fault is found at once. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
  constructor(
    readonly endpoint: string,
    readonly path: readonly (string | number)[],
    detail: string,
  ) {
    super(`${endpoint}: response field '${path.join('.') || '(root)'}' ${detail}`);
  }
}

function describe(body: unknown): string {
  const [error, parsed] = readTolerantly(body, ApiErrorBody);
  return error ? 'Request failed' : parsed.message;
}

/**
 * Reads what a server sent: the fields the contract declares are checked, and fields it does not declare are
 * dropped, at every depth. A server that adds a field (an ordinary, compatible change) must not break the site;
 * what we send stays strict (the mocks parse requests with the contracts' `object()` as they are).
 */
function readTolerantly<T, S>(value: unknown, struct: Struct<T, S>): [StructError, undefined] | [undefined, T] {
  return struct.validate(value, { coerce: true, mask: true });
}

/** A response body as the client keeps it: its contract's fields, checked; anything else, ignored. */
export function readResponse<E extends EndpointSpec>(endpoint: E, payload: unknown): ResponseOf<E> {
  try {
    return mask(payload, endpoint.response) as ResponseOf<E>;
  } catch (error) {
    if (error instanceof StructError) {
      throw new ContractViolation(`${endpoint.method} ${endpoint.path}`, error.path, error.message);
    }
    throw error;
  }
}

export class ApiClient {
  private getToken: (() => string | null) | undefined;
  private getAdminToken: (() => string | null) | undefined;

  constructor(private readonly options: ApiClientOptions) {
    this.getToken = options.getToken;
    this.getAdminToken = options.getAdminToken;
  }

  /** Where the bearer token comes from: the session store, once it exists. */
  useTokenFrom(getToken: () => string | null): void {
    this.getToken = getToken;
  }

  /** Where the admin token comes from: the admin store, once it exists. */
  useAdminTokenFrom(getAdminToken: () => string | null): void {
    this.getAdminToken = getAdminToken;
  }

  /** The API's address of `path` (a link it handed out, such as a download's, followed outside call). */
  address(path: string): string {
    return `${this.options.baseUrl}${path}`;
  }

  async call<E extends EndpointSpec>(endpoint: E, ...[given]: CallArguments<E>): Promise<ResponseOf<E>> {
    const input: Partial<CallInput<E>> = given ?? {};
    const url = this.url(endpoint, input.query);
    const headers = new Headers({ Accept: 'application/json' });
    if (endpoint.auth !== 'none') {
      const token = endpoint.auth === 'admin' ? this.getAdminToken?.() : this.getToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    if (endpoint.idempotent && input.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, input.idempotencyKey);
    let body: BodyInit | undefined;
    if (endpoint.encoding === 'multipart') {
      const form = new FormData();
      form.append('values', JSON.stringify(input.body ?? {}));
      input.files?.forEach((file, index) => form.append(`file${index}`, file, file.name));
      body = form;
    } else if (input.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(input.body);
    }

    const response = await this.send(url, { method: endpoint.method, headers, body }, input.transport, input.signal);
    const text = await response.text();
    if (!response.ok) throw new ApiFailure(response.status, parseBody(response, text));
    // An answer the server rendered this page from, and checked then with these same contracts: the reader's
    // phone need not check it again before hydrating (docs/decisions/052).
    if (this.options.checked?.(response)) return parseBody(response, text) as ResponseOf<E>;
    const fresh = () => readResponse(endpoint, parseBody(response, text));
    const { reads } = this.options;
    const value = reads ? reads.read(`${endpoint.method} ${endpoint.path} ${response.headers.get('Content-Type') ?? ''}`, text, fresh) : fresh();
    this.options.onRead?.(response, value);
    return value;
  }

  private url(endpoint: EndpointSpec, query: unknown): string {
    let url = `${this.options.baseUrl}${endpoint.path}`;
    if (query && typeof query === 'object') {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) params.set(key, String(value));
      }
      const search = params.toString();
      if (search) url += `?${search}`;
    }
    return url;
  }

  private async send(
    url: string,
    init: RequestInit,
    transport?: CallInput<EndpointSpec>['transport'],
    cancel?: AbortSignal,
  ): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.options.timeoutMs);
    };
    const onCancel = () => controller.abort();
    if (cancel?.aborted) controller.abort();
    cancel?.addEventListener('abort', onCancel, { once: true });
    const doFetch = transport?.(restartTimer) ?? this.options.fetch ?? globalThis.fetch.bind(globalThis);
    restartTimer();
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      const reason = timedOut ? 'timeout' : cancel?.aborted ? 'aborted' : 'network';
      throw new ApiFailure(0, error instanceof Error ? error.message : String(error), reason);
    } finally {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', onCancel);
    }
  }
}

function parseBody(response: Response, text: string): unknown {
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
