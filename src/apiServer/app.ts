/**
 * The real API over HTTP (Fastify): every rule of src/rules/ruleBook.ts at its contract's path, the files the desk
 * uploaded, health and readiness. A request is handed to the rules as a web Request, exactly as the MSW mock hands
 * it, so both answer alike (tests/apiServer/contracts.test.ts runs the contract suite against both).
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_CORS_HEADERS, GENERIC_ERRORS, MAX_REQUEST_BYTES } from '../../contracts/common';
import { DEV_ERRORS, isDevPath, isLocalDevCaller } from '../../contracts/dev';
import { answerRule } from '../rules/answer';
import type { Ports } from '../rules/ports';
import { FILE_HEADERS, type Rule } from '../rules/rule';
import { FILE_ROUTES, RULES } from '../rules/ruleBook';
import type { ReadCache } from './readCache';

export interface ApiOptions {
  /** Log each request (pino, as JSON lines), or not. */
  readonly logger?: boolean | { readonly level: string };
  /**
   * Which proxies' X-Forwarded-For to believe for the caller's address (per-address limits): false (the socket's
   * address), a number of hops, or addresses/CIDRs (Fastify's trustProxy). docs/deployment.md.
   */
  readonly trustProxy?: boolean | number | string | readonly string[];
  /** Whether the database is reachable and migrated (GET /api/ready). */
  readonly ready?: () => Promise<boolean>;
  /** Local mode only: the development geolocation (GEO_LOOKUP_URL of `npm start`): this machine, "in Taipei". */
  readonly devGeo?: boolean;
  /** Where public reads' answers are kept (src/apiServer/readCache.ts); none, every read asks the database. */
  readonly cache?: ReadCache;
  /**
   * The ports a public read asked without a session runs on: the read replica's once it has caught up
   * (src/apiServer/replica.ts); without it, `ports`.
   */
  readonly anonymousReads?: () => Promise<Ports>;
}

/** The request as the rules read it: a web Request on the address the caller used. */
function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const body = request.body instanceof Buffer && request.body.byteLength > 0 ? request.body : undefined;
  const url = new URL(request.url, `http://${request.headers.host ?? '127.0.0.1'}`);
  return new Request(url, { method: request.method, headers, ...(body ? { body } : {}) });
}

export async function buildApi(ports: Ports, options: ApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: (options.trustProxy ?? false) as boolean,
    bodyLimit: MAX_REQUEST_BYTES,
    // The contracts' refusals say what is wrong; Fastify's own would be in another shape.
    return503OnClosing: true,
  });
  // Bodies reach the rules as bytes: the contract decides what they must be (400, 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BYTES }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request, reply) => {
    if (isDevPath(request.url)) {
      // Development endpoints: local mode, this machine, by a loopback name (a DNS-rebound host is refused).
      if (!ports.local || !isLocalDevCaller(request.socket.remoteAddress, request.headers.host) || request.method === 'OPTIONS') {
        return reply.code(403).header('Cache-Control', 'no-store').send({ message: DEV_ERRORS.notLocal });
      }
      return;
    }
    void reply.headers(API_CORS_HEADERS);
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });

  const send = async (request: FastifyRequest, reply: FastifyReply, rule: Rule) => {
    const json = { 'Content-Type': 'application/json; charset=utf-8' };
    const { cache } = options;
    const anonymous = rule.endpoint.publicRead && !request.headers.authorization;
    const readPorts = async () => (anonymous && options.anonymousReads ? options.anonymousReads() : ports);
    if (cache && anonymous) {
      const kept = await cache.answer(request.url, async () => {
        const answer = await answerRule(rule, webRequest(request), await readPorts(), request.ip);
        return { status: answer.status, body: JSON.stringify(answer.body ?? null) };
      });
      return reply.code(kept.status).headers({ ...json, Vary: 'Authorization' }).send(kept.body);
    }
    const answer = await answerRule(rule, webRequest(request), await readPorts(), request.ip);
    void reply.code(answer.status).headers(json);
    if (answer.headers) void reply.headers(answer.headers);
    return reply.send(JSON.stringify(answer.body ?? null));
  };

  for (const rule of RULES) {
    if (rule.endpoint.path.startsWith('/api/dev/') && !ports.local) continue;
    app.route({ method: rule.endpoint.method, url: rule.endpoint.path, handler: (request, reply) => send(request, reply, rule) });
  }

  for (const route of FILE_ROUTES) {
    app.get(`${route.prefix}:file`, async (request, reply) => {
      const answer = await route.serve((request.params as { file: string }).file, ports);
      if (answer.kind === 'missing') return reply.code(404).header('Cache-Control', 'no-store').send({ message: answer.message });
      return reply.headers({ ...(answer.headers ?? FILE_HEADERS), 'Content-Type': answer.type, 'Content-Length': String(answer.bytes.byteLength) }).send(Buffer.from(answer.bytes));
    });
  }

  if (options.devGeo && ports.local) {
    app.get('/api/dev/geo', () => ({ loc: '25.0330,121.5654', city: 'Taipei', region: 'Taipei City', country: 'TW' }));
  }

  app.get('/api/health', (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/api/ready', async (_request, reply) => {
    const ready = await (options.ready ?? (() => Promise.resolve(true)))().catch(() => false);
    return reply.code(ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: ready ? 'ready' : 'unavailable' });
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: `No endpoint ${request.method} ${request.url.split('?')[0] ?? ''}` }));
  // Never a raw 500: the rule's failure is logged, the caller gets the contract's error body.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: GENERIC_ERRORS.payloadTooLarge });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: GENERIC_ERRORS.badRequest });
    request.log.error({ err: error }, 'the request failed');
    return reply.code(500).send({ message: GENERIC_ERRORS.internal });
  });
  return app;
}
