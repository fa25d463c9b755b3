/**
 * A request read by its endpoint's contract: the query and the body parsed with its structs (a bad one gets 400
 * naming the field), a body larger than the limits 413, the wrong media type 415 (docs/decisions/028). Both
 * bindings hand the rules a web `Request`, so this is written once.
 */
import { create, StructError } from 'superstruct';
import { GENERIC_ERRORS, REQUEST_LIMITS, type BodyOf, type EndpointSpec, type QueryOf } from '../../contracts/common';

/** A request refused before it reaches its rule: 400 (bad input), 413 (too large) or 415 (wrong type). */
export class BadRequest extends Error {
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

export interface RequestInput<E extends EndpointSpec> {
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  readonly files: readonly File[];
  /** The body as it came, for the idempotency key's request hash (empty without one). */
  readonly bytes: Uint8Array;
}

/** Throws BadRequest for what the contract refuses. */
export async function readRequest<E extends EndpointSpec>(endpoint: E, request: Request): Promise<RequestInput<E>> {
  const url = new URL(request.url);
  checkQueryEncoding(url);
  const query = parse<QueryOf<E>>(Object.fromEntries(url.searchParams), endpoint.query, 'query');
  let rawBody: unknown;
  let bytes = new Uint8Array(0);
  const files: File[] = [];
  if (endpoint.body) {
    const multipart = endpoint.encoding === 'multipart';
    bytes = await readBytes(request, multipart ? REQUEST_LIMITS.multipartBytes : REQUEST_LIMITS.jsonBytes);
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
  return { query, body, files, bytes };
}
