/**
 * The browser's /api/ calls, forwarded to the API on the site's own origin (as a CDN would route them), with three
 * duties a bare proxy misses (issue 29):
 * - the reader's address travels on in X-Forwarded-For, so the API's per-address limits count readers, not this
 *   server (the API believes it only from the hops it is told to trust: TRUST_PROXY, docs/deployment.md);
 * - the development endpoints answer only a request that names this machine: the proxy sends the API its own
 *   Host, so a DNS-rebound page would otherwise pass the API's check;
 * - a body the API would refuse as too large is refused here, with the API's 413, before it is streamed: the API
 *   closing the connection mid-upload would surface as a proxy error.
 */
import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERRORS, MAX_REQUEST_BYTES } from '../../contracts/common';
import { DEV_ERRORS, isDevPath, isLocalDevCaller } from '../../contracts/dev';
import { NO_STORE } from './cacheHeaders';

/** The chain of addresses a request came through, this server's caller last. */
export function forwardedFor(request: FastifyRequest): string {
  const earlier = request.headers['x-forwarded-for'];
  const peer = request.raw.socket.remoteAddress ?? '';
  return [...(typeof earlier === 'string' && earlier.trim() ? [earlier.trim()] : []), peer].join(', ');
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('Cache-Control', NO_STORE).type('application/json; charset=utf-8').send({ message });

export async function registerApiProxy(app: FastifyInstance, upstream: string): Promise<void> {
  await app.register(proxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: (request, reply, done) => {
      if (isDevPath(request.url) && !isLocalDevCaller(request.raw.socket.remoteAddress, request.headers.host)) {
        void refuse(reply, 403, DEV_ERRORS.notLocal);
      } else if (Number(request.headers['content-length'] ?? '0') > MAX_REQUEST_BYTES) {
        void refuse(reply, 413, GENERIC_ERRORS.payloadTooLarge);
      } else done();
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(request as FastifyRequest) }),
      // The API unreachable or gone mid-answer: a gateway's answer in the API's shape, never an HTML 500.
      onError: (reply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode;
        void refuse(reply as FastifyReply, status === 504 ? 504 : 502, GENERIC_ERRORS.internal);
      },
    },
  });
}
