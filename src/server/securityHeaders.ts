import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EMBED_FRAME_ORIGINS } from '../lib/embeds';

export interface SecurityOrigins {
  /** Origins besides the site's own that the browser calls (the API when it is elsewhere, the IP geolocation). */
  readonly connect: readonly string[];
  /** Origins besides the site's own that pictures, videos and audio load from (the API's, where media live). */
  readonly media: readonly string[];
}

/** One year: the browser keeps to https for that long after one answer over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** No page uses a camera, a microphone or the reader's position (the weather asks the IP lookup, not the device). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** The origin of an absolute URL, or nothing for '' or a relative one (the site's own origin: 'self'). */
export function originOf(url: string): string[] {
  if (!/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/**
 * Helmet's headers on every answer (pages, errors, 404s, files), with a Content-Security-Policy whose script and
 * style nonces are new for each request (@fastify/helmet `enableCSPNonces`, read as `reply.cspNonce`): scripts
 * only from the site or carrying the nonce, never inline otherwise. React's `style` attributes (a poll's bar, the
 * mobile menu's heights) are attributes, not elements, so `style-src-attr 'unsafe-inline'` allows exactly those;
 * an inline <style> element would still need the nonce. docs/decisions/035.
 */
export async function registerSecurityHeaders(app: FastifyInstance, origins: SecurityOrigins): Promise<void> {
  const media = ["'self'", 'data:', ...origins.media];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The plugin appends 'nonce-…' to script-src and style-src.
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': media,
        'media-src': media,
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...origins.connect],
        // A story's YouTube or Vimeo player, loaded only when the reader asks (docs/decisions/097): their
        // privacy-enhanced hosts and nothing else; no script of theirs ever runs in the page itself.
        'frame-src': [...EMBED_FRAME_ORIGINS],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only over TLS (below): over plain HTTP the header means nothing, and a development server on
    // 127.0.0.1 must not teach the browser to ask for https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // trustProxy is on: a CDN's or load balancer's X-Forwarded-Proto: https counts as TLS.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
