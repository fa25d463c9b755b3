/**
 * The site's origin for links in pages, feeds and sitemaps (PUBLIC_ORIGIN). Never the request's Host or
 * X-Forwarded-Host: any client can set those, on an answer a CDN then keeps for everyone (issue 29). So a server
 * that listens beyond this machine does not start without it; one only this machine can reach (`npm start`, the
 * tests) may go without, and its links name the address it listens at.
 */
export type OriginSetting = { readonly ok: true; readonly origin?: string } | { readonly ok: false; readonly message: string };

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

export function publicOriginSetting(publicOrigin: string | undefined, host: string): OriginSetting {
  const origin = publicOrigin?.trim() ?? '';
  if (origin) {
    return /^https?:\/\/[^/?#\s]+$/.test(origin)
      ? { ok: true, origin }
      : { ok: false, message: "PUBLIC_ORIGIN must be the site's origin, like https://huanyu.example (no path)." };
  }
  if (LOOPBACK_HOSTS.includes(host)) return { ok: true };
  return {
    ok: false,
    message: `PUBLIC_ORIGIN is required when the server listens beyond this machine (HOST=${host}): the site's origin, like https://huanyu.example.`,
  };
}
