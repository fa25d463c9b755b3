/**
 * The mock backend over real HTTP, on 127.0.0.1 (npm run mock-server): the same handlers and database as the
 * in-browser mock, for curl, other clients, `npm run contracts -- --base-url`, and a production build pointed
 * at it with API_BASE_URL. Cross-origin requests are allowed, so a site on another port can use it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from './handlers';
import { setMailLogging } from './mailbox';
import { resetDb } from './seedDb';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Idempotency-Key',
  'Access-Control-Max-Age': '600',
};

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
  }
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body });
}

async function answer(message: IncomingMessage, reply: ServerResponse, origin: string): Promise<void> {
  if (message.method === 'OPTIONS') {
    reply.writeHead(204, CORS).end();
    return;
  }
  try {
    const request = await toRequest(message, origin);
    const response = await getResponse(handlers as RequestHandler[], request);
    if (!response || response.type === 'error') {
      const status = response ? 502 : 404;
      reply.writeHead(status, { ...CORS, 'Content-Type': 'application/json' });
      reply.end(JSON.stringify({ message: response ? 'Network error (fault injected)' : `No mock for ${message.method} ${request.url}` }));
      return;
    }
    const headers: Record<string, string> = { ...CORS };
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    reply.writeHead(response.status, headers);
    reply.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    reply.writeHead(500, { ...CORS, 'Content-Type': 'application/json' });
    reply.end(JSON.stringify({ message: 'Internal server error', detail: String(error) }));
  }
}

/** Starts the server on 127.0.0.1:`port` (0 picks a free one) with a freshly seeded database. */
export function startMockServer(port = 0, { logMail = true } = {}): Promise<{ url: string; server: Server }> {
  setMailLogging(logMail);
  resetDb();
  return new Promise((resolve, reject) => {
    const server = createServer((message, reply) => {
      void answer(message, reply, `http://${message.headers.host ?? '127.0.0.1'}`);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ url: `http://127.0.0.1:${actual}`, server });
    });
  });
}
