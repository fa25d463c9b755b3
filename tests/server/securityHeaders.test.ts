// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY } from '../../src/server/securityHeaders';
import { startServer } from './serverFixture';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startServer({ microCacheMs: 0 }));
});
afterAll(() => close());

/** The CSP as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Every <script> a browser would run: the data blocks (JSON state, JSON-LD) are not executed. */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
}

describe('the security headers', () => {
  it('give every page a CSP with a new nonce, which every script the page runs carries', async () => {
    const first = await app.inject('/en/night-markets-of-taipei');
    const second = await app.inject('/en/night-markets-of-taipei');
    expect(first.statusCode).toBe(200);
    const policy = policyOf(first.headers['content-security-policy']);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-([\w+/=-]+)'$/.exec(scriptSrc.find((source) => source.startsWith("'nonce-")) ?? '')?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    const scripts = executableScripts(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.body).not.toContain('csp-nonce-placeholder');
    // The inlined stylesheets carry the style nonce (helmet's second one).
    const styleNonce = /'nonce-([\w+/=-]+)'/.exec((policy.get('style-src') ?? []).join(' '))?.[1] ?? '';
    expect(styleNonce.length).toBeGreaterThanOrEqual(16);
    const styles = [...first.body.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag);
    expect(styles.length).toBeGreaterThan(0);
    for (const tag of styles) expect(tag).toBe(`<style nonce="${styleNonce}">`);

    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(second.body).not.toContain(nonce);
    // The nonce is no part of the validator: the same page keeps its ETag.
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('let pictures and media come from the site and data: URLs, frames only from the two players, plugins never', async () => {
    const policy = policyOf((await app.inject('/en/')).headers['content-security-policy']);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // A story's YouTube or Vimeo player after the reader's click (docs/decisions/097); X and Instagram link out.
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy.get('script-src')?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  });

  it('come with every answer: a page, a 404, a refused address, a built file', async () => {
    for (const path of ['/en/', '/en/no-such-article', '/en/%E0%A4%A', '/site.webmanifest']) {
      const response = await app.inject(path);
      expect(response.headers['content-security-policy'], path).toContain('script-src');
      expect(response.headers['x-frame-options'], path).toBe('DENY');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy'], path).toBe(PERMISSIONS_POLICY);
    }
  });

  it('ask for HTTPS only when the request came over TLS (as the proxy in front says)', async () => {
    expect((await app.inject('/en/')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await app.inject({ url: '/en/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe(HSTS);
  });
});
