/**
 * The mock backend over real HTTP, on 127.0.0.1 (npm run mock-server): the same handlers and database as the
 * in-browser mock, for curl, other clients, `npm run contracts -- --base-url`, and a production build pointed
 * at it with API_BASE_URL. Cross-origin requests are allowed on the API, so a site on another port can use it
 * (bearer tokens, no cookies: another origin gains nothing it could not send itself). The dev endpoints
 * (/api/dev/*, holding reset links) get no CORS headers at all and answer only loopback callers that address the
 * server by a loopback name (a DNS-rebound hostname is refused); their handlers refuse cross-origin requests too.
 *
 * Fault injection (the Node twin of `huanyuMocks.fault` in the browser, mocks/faults.ts): `/api/dev/faults`
 * GET lists the faults, PUT `{ "path": "/api/…", "fault": "slow" }` sets one (`"fault": null` clears it),
 * DELETE clears them all; `MOCK_FAULTS` (`/api/a=slow,/api/b=serverError`) or the `faults` option sets them at
 * start. `POST /api/dev/reset` clears them with the data. Over HTTP a `networkError` is a 502 (a proxy's answer).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { API_CORS_HEADERS, GENERIC_ERRORS, MAX_REQUEST_BYTES } from '../contracts/common';
import { sharpRenditions } from '../src/apiServer/sharpRenditions';
import { fileStore } from './fileStore';
import { setMockRenditions } from './ports';
import { DEV_ERRORS, isDevPath, isLocalDevCaller } from '../contracts/dev';
import { devFaultsHandler, FAULTS, type Fault } from './faults';
import { handlers } from './handlers';
import { isSameOriginRequest } from '../src/rules/dev';
import { setMailLogging } from './mailbox';
import { persistDb } from './persistence';
import { resetDb } from './seedDb';

class Refused extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const FAULTS_PATH = '/api/dev/faults';

/** `MOCK_FAULTS`: `path=kind` pairs separated by commas; an unknown kind is an error, not silently ignored. */
export function parseFaults(text: string | undefined): Record<string, Fault> {
  const faults: Record<string, Fault> = {};
  for (const pair of (text ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [path = '', kind = ''] = pair.split('=').map((item) => item.trim());
    if (!path.startsWith('/api/') || !(FAULTS as readonly string[]).includes(kind)) {
      throw new Error(`MOCK_FAULTS: "${pair}" is not /api/…=${FAULTS.join('|')}`);
    }
    faults[path] = kind as Fault;
  }
  return faults;
}

const json = (reply: ServerResponse, status: number, body: unknown) => {
  reply.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  reply.end(JSON.stringify(body));
};

/** The faults endpoint: a dev endpoint like the others (loopback callers, same origin only). */
async function answerFaults(request: Request, reply: ServerResponse, faults: Map<string, Fault>): Promise<void> {
  if (!isSameOriginRequest(request)) return json(reply, 403, { message: DEV_ERRORS.notLocal });
  if (request.method === 'DELETE') faults.clear();
  else if (request.method === 'PUT' || request.method === 'POST') {
    let body: { path?: unknown; fault?: unknown };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json(reply, 400, { message: 'The body must be JSON: { "path": "/api/…", "fault": kind or null }' });
    }
    const { path, fault } = body;
    if (typeof path !== 'string' || !path.startsWith('/api/')) return json(reply, 400, { message: 'path must start with /api/' });
    if (fault === null) faults.delete(path);
    else if (typeof fault === 'string' && (FAULTS as readonly string[]).includes(fault)) faults.set(path, fault as Fault);
    else return json(reply, 400, { message: `fault must be one of ${FAULTS.join(', ')}, or null` });
  } else if (request.method !== 'GET') return json(reply, 405, { message: 'GET, PUT or DELETE' });
  json(reply, 200, { faults: Object.fromEntries(faults) });
}

/** A dev request from this machine, to this server by a loopback name. */
function isLocalCaller(message: IncomingMessage): boolean {
  return isLocalDevCaller(message.socket.remoteAddress, message.headers.host);
}

/**
 * The caller's address: the socket's, or, when the socket is one of the `trustedProxies` (as the real API's
 * TRUST_PROXY), the first address from the right of X-Forwarded-For that is not itself a trusted proxy: each proxy
 * appends who called it, so everything left of the last trusted hop's entry was written by the client. The same
 * walk as Fastify's (proxy-addr) with a list of addresses.
 */
function callerAddress(message: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const plain = (address: string) => address.replace(/^::ffff:/, '');
  let caller = plain(message.socket.remoteAddress ?? 'unknown');
  const forwarded = message.headers['x-forwarded-for'];
  const hops = typeof forwarded === 'string' ? forwarded.split(',').map((hop) => plain(hop.trim())) : [];
  while (trustedProxies.has(caller) && hops.length > 0) caller = hops.pop() || caller;
  return caller;
}

async function toRequest(message: IncomingMessage, origin: string, trustedProxies: ReadonlySet<string>): Promise<Request> {
  let url: URL;
  try {
    url = new URL(message.url ?? '/', origin);
  } catch {
    throw new Refused(400, 'The request target is not a valid URL');
  }
  if (Number(message.headers['content-length'] ?? '0') > MAX_REQUEST_BYTES) throw new Refused(413, GENERIC_ERRORS.payloadTooLarge);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of message) {
    received += (chunk as Buffer).byteLength;
    if (received > MAX_REQUEST_BYTES) throw new Refused(413, GENERIC_ERRORS.payloadTooLarge);
    chunks.push(chunk as Buffer);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  // The caller's address, for per-address rate limits: from the socket or a trusted proxy, never the client.
  headers.set('X-Forwarded-For', callerAddress(message, trustedProxies));
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(url, { method, headers, body });
}

interface ServerState {
  readonly faults: Map<string, Fault>;
  readonly trustedProxies: ReadonlySet<string>;
}

async function answer(message: IncomingMessage, reply: ServerResponse, origin: string, { faults, trustedProxies }: ServerState): Promise<void> {
  const dev = isDevPath(message.url ?? '');
  if (dev && (message.method === 'OPTIONS' || !isLocalCaller(message))) {
    reply.writeHead(403, { 'Content-Type': 'application/json' });
    reply.end(JSON.stringify({ message: DEV_ERRORS.notLocal }));
    return;
  }
  const cors = dev ? {} : API_CORS_HEADERS;
  if (message.method === 'OPTIONS') {
    reply.writeHead(204, API_CORS_HEADERS).end();
    return;
  }
  let request: Request;
  try {
    request = await toRequest(message, origin, trustedProxies);
  } catch (error) {
    // Refused before the body was read to its end (or the client went away mid-body): the connection closes.
    const refused = error instanceof Refused ? error : new Refused(400, 'The request could not be read');
    reply.writeHead(refused.status, { ...cors, 'Content-Type': 'application/json', Connection: 'close' });
    reply.end(JSON.stringify({ message: refused.message }));
    return;
  }
  const path = new URL(request.url).pathname;
  if (path === FAULTS_PATH) {
    await answerFaults(request, reply, faults);
    return;
  }
  try {
    const faulty = devFaultsHandler(() => Object.fromEntries(faults));
    const response = await getResponse([faulty, ...handlers] as RequestHandler[], request);
    // The data back to the seed: the faults go with it, so the next test or session starts clean.
    if (path === '/api/dev/reset' && response?.ok) faults.clear();
    if (!response || response.type === 'error') {
      const status = response ? 502 : 404;
      reply.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      reply.end(JSON.stringify({ message: response ? 'Network error (fault injected)' : `No mock for ${message.method} ${request.url}` }));
      return;
    }
    const headers: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    reply.writeHead(response.status, headers);
    reply.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    reply.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
    reply.end(JSON.stringify({ message: 'Internal server error', detail: String(error) }));
  }
}

/**
 * Starts the server on 127.0.0.1:`port` (0 picks a free one) with a freshly seeded database, or, with `dbFile`,
 * the readers' tables saved there (atomically) and restored from it at the next start; `faults` by path from the
 * start (see the faults endpoint above).
 */
export function startMockServer(
  port = 0,
  {
    logMail = true,
    dbFile,
    faults: initialFaults = {},
    trustProxy = [],
  }: {
    logMail?: boolean;
    dbFile?: string | undefined;
    faults?: Readonly<Record<string, Fault>>;
    /** Addresses of proxies whose X-Forwarded-For names the caller (the real API's TRUST_PROXY); none by default. */
    trustProxy?: readonly string[];
  } = {},
): Promise<{ url: string; server: Server }> {
  setMailLogging(logMail);
  setMockRenditions(sharpRenditions());
  resetDb();
  if (dbFile) {
    const { flush } = persistDb(fileStore(dbFile), 'db');
    process.once('beforeExit', flush);
    process.once('exit', flush);
  }
  const state: ServerState = { faults: new Map(Object.entries(initialFaults)), trustedProxies: new Set(trustProxy) };
  return new Promise((resolve, reject) => {
    const server = createServer((message, reply) => {
      void answer(message, reply, `http://${message.headers.host ?? '127.0.0.1'}`, state);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}`, server });
    });
  });
}
