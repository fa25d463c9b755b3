// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { LITE_DATA_ID, type LiteData } from '../../src/lib/lite';
import { liteCookie, liteCookieHeader, PAGE_VARY, pageVariant, variantCacheKey } from '../../src/server/liteChoice';
import { countingFetch, startServer } from './serverFixture';

// The Lite page (issue 27, docs/decisions/110): who gets it, and that caches keep it apart from the full page.
const ARTICLE = '/en/night-markets-of-taipei';
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe('the Lite decision', () => {
  it('is Lite for ?lite, the remembered choice, or Save-Data: on; the address first, then the cookie, then the header', () => {
    expect(pageVariant({ search: '' })).toBe('full');
    expect(pageVariant({ search: '?lite' })).toBe('lite');
    expect(pageVariant({ search: '?page=2&lite=1' })).toBe('lite');
    expect(pageVariant({ search: '?lite=0', cookie: 'lite=1' })).toBe('full');
    expect(pageVariant({ search: '', cookie: 'theme=dark; lite=1' })).toBe('lite');
    expect(pageVariant({ search: '', saveData: 'on' })).toBe('lite');
    expect(pageVariant({ search: '', saveData: 'On ' })).toBe('lite');
    expect(pageVariant({ search: '', saveData: 'off' })).toBe('full');
    // The reader chose the full page: Save-Data does not overrule them.
    expect(pageVariant({ search: '', cookie: 'lite=0', saveData: 'on' })).toBe('full');
    expect(pageVariant({ search: '?lite', cookie: 'lite=0' })).toBe('lite');
  });

  it('reads only its own cookie, and only the values it writes', () => {
    expect(liteCookie(undefined)).toBeNull();
    expect(liteCookie('notlite=1; xlite=1')).toBeNull();
    expect(liteCookie('lite=yes')).toBeNull();
    expect(liteCookie(' lite=0 ')).toBe('0');
    expect(liteCookieHeader('lite', true)).toBe('lite=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(liteCookieHeader('full', false)).toBe('lite=0; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('keys the Lite page apart and keeps the full page’s key as it was', () => {
    expect(variantCacheKey('/en/x?page=2', 'full')).toBe('/en/x?page=2');
    expect(variantCacheKey('/en/x?page=2', 'lite')).toBe('/en/x?page=2#lite');
  });
});

async function server(microCacheMs = 0) {
  const api = countingFetch();
  const { app, close } = await startServer({ microCacheMs, fetch: api.fetch });
  stops.push(close);
  return { app, api };
}

/** The page's HTML apart from its scripts and its <html> tag: what React rendered, and the server's state. */
function withoutScripts(html: string): string {
  return html
    .replace(/<html[^>]*>/, '')
    .replace(/ nonce="\w+"/g, '')
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    // The head's first script: the full page's keeps taps for the app, the Lite page's has no app to keep them for.
    .replace(/<script>[\s\S]*?<\/script>/, '')
    .replace(/<script type="application\/json" id="lite-data">[\s\S]*?<\/script>/, '');
}

describe('the Lite page', () => {
  it('is the same HTML with the Lite script instead of the app’s loader, for ?lite, the cookie and Save-Data', async () => {
    const { app } = await server();
    const full = await app.inject(ARTICLE);
    expect(full.body).not.toContain('data-lite');
    expect(full.body).toContain('import("/main.0123abcd.js"');
    for (const request of [
      { url: `${ARTICLE}?lite` },
      { url: ARTICLE, headers: { cookie: 'lite=1' } },
      { url: ARTICLE, headers: { 'save-data': 'on' } },
    ]) {
      const lite = await app.inject(request);
      expect(lite.statusCode).toBe(200);
      expect(lite.body).toMatch(/<html lang="en" data-lite>/);
      expect(lite.body).toContain('src="/lite.89abcdef.js"');
      expect(lite.body).not.toContain('import("/main.0123abcd.js"');
      expect(withoutScripts(lite.body)).toBe(withoutScripts(full.body));
      const data = JSON.parse(/<script type="application\/json" id="lite-data">([\s\S]*?)<\/script>/.exec(lite.body)?.[1] ?? '{}') as LiteData;
      // The app's files, the entry last, for when the reader reaches for it; the texts in the page's language.
      expect(data.app.at(-1)).toBe('/main.0123abcd.js');
      expect(data.texts.loading).toBe('Loading the full page…');
      expect(lite.body).toContain(`id="${LITE_DATA_ID}"`);
    }
    const chinese = await app.inject({ url: '/zh-tw/night-markets-of-taipei', headers: { 'save-data': 'on' } });
    expect(chinese.body).toContain('正在載入完整版…');
  });

  it('varies on Save-Data and Cookie, and the micro-cache keeps the two pages apart', async () => {
    const { app, api } = await server(5000);
    const full = await app.inject(ARTICLE);
    expect(full.headers.vary).toContain(PAGE_VARY);
    expect(full.headers['x-cache']).toBe('MISS');
    const callsForOne = api.calls;
    const lite = await app.inject({ url: ARTICLE, headers: { 'save-data': 'on' } });
    expect(lite.headers['x-cache']).toBe('MISS');
    expect(lite.headers.etag).not.toBe(full.headers.etag);
    expect(api.calls).toBe(callsForOne * 2);
    // ?lite and the cookie ask for the same Lite page: one render for all three.
    expect((await app.inject(`${ARTICLE}?lite`)).headers['x-cache']).toBe('HIT');
    expect((await app.inject({ url: ARTICLE, headers: { cookie: 'lite=1' } })).headers['x-cache']).toBe('HIT');
    expect((await app.inject(ARTICLE)).body).not.toContain('data-lite');
  });

  it('is never the desk nor a private preview: those are forms to work in, with the full app', async () => {
    const { app } = await server();
    for (const url of ['/en/admin', '/en/admin/articles?lite', '/en/preview/some-token?lite']) {
      const page = await app.inject({ url, headers: { 'save-data': 'on', cookie: 'lite=1' } });
      expect(page.body, url).not.toContain('data-lite');
      expect(page.body, url).not.toContain('src="/lite.89abcdef.js"');
    }
  });

  it('the footer’s switches remember the choice in the cookie and go back to the page, never to another site', async () => {
    const { app } = await server();
    const on = await app.inject(`/.lite?to=${encodeURIComponent(ARTICLE)}`);
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe(ARTICLE);
    expect(on.headers['set-cookie']).toBe('lite=1; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(on.headers['cache-control']).toBe('no-store');
    const off = await app.inject('/.full?to=/zh-tw/');
    expect(off.headers.location).toBe('/zh-tw/');
    expect(off.headers['set-cookie']).toContain('lite=0;');
    expect((await app.inject('/.lite?to=//evil.example/')).headers.location).toBe('/');
    expect((await app.inject('/.lite?to=https://evil.example/')).headers.location).toBe('/');
  });

  it('every page shows one of the two switches: the full page its way to Lite, the Lite page its way back', async () => {
    const { app } = await server();
    const page = await app.inject(ARTICLE);
    expect(page.body).toContain(`href="/.lite?to=${encodeURIComponent(ARTICLE)}"`);
    expect(page.body).toContain(`href="/.full?to=${encodeURIComponent(ARTICLE)}"`);
  });

  it('the switch comes back to the same search and the same page of a list, but no stranger’s parameter', async () => {
    const { app } = await server();
    const search = await app.inject('/zh-tw/search?utm_source=mail&query=%E5%8F%B0%E5%8C%97&page=2');
    const here = '/zh-tw/search?page=2&query=%E5%8F%B0%E5%8C%97';
    expect(search.body).toContain(`href="/.lite?to=${encodeURIComponent(here)}"`);
    expect(search.body).not.toContain('utm_source');
    expect((await app.inject(`/.lite?to=${encodeURIComponent(here)}`)).headers.location).toBe(here);
  });
});
